/**
 * What the assistant refuses, said the way the caller reports it: `validation` when the request names something the
 * table does not have (a car, a crewman, a weapon), `conflict` when the rules forbid the action now. The issues carry
 * the input field at fault, so the service can answer with field paths like any other refusal.
 */
export interface AssistantIssue {
  path: (string | number)[];
  message: string;
}

export class AssistantInputError extends Error {
  constructor(
    message: string,
    readonly kind: 'validation' | 'conflict',
    readonly issues: AssistantIssue[],
  ) {
    super(message);
    this.name = 'AssistantInputError';
  }
  static validation(message: string, issues: AssistantIssue[] = []): AssistantInputError {
    return new AssistantInputError(message, 'validation', issues);
  }
  static conflict(message: string, issues: AssistantIssue[] = []): AssistantInputError {
    return new AssistantInputError(message, 'conflict', issues);
  }
}

/** A refusal naming every rule that forbids the action. */
export function refusal(blockers: readonly { reason: string; rule: string }[]): AssistantInputError {
  return AssistantInputError.conflict(
    blockers.length === 1 ? `${blockers[0]!.reason} (${blockers[0]!.rule}).` : `The rules do not allow this: ${blockers.map((b) => b.reason).join('; ')}.`,
    blockers.map((b) => ({ path: ['calculator'], message: `${b.reason} (${b.rule})` })),
  );
}
