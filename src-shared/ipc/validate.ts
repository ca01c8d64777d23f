import type { z } from 'zod';
import { contract, isChannel, type ChannelName, type ParsedInputOf } from './channels';
import { depthProblem } from './depth';
import { humanMessage } from './humanIssue';
import type { AppError, FieldIssue } from './result';

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: humanMessage(i) }));
}

export const unknownChannel = (name: unknown): AppError => ({
  kind: 'not-found',
  entity: 'channel',
  message: `There is no channel named ${JSON.stringify(name)}.`,
});

/** Parse a raw payload for a channel: the typed input, or a validation error naming each bad field. */
export function parseInput<C extends ChannelName>(
  name: unknown,
  raw: unknown,
): { ok: true; channel: C; input: ParsedInputOf<C> } | { ok: false; error: AppError } {
  if (!isChannel(name)) return { ok: false, error: unknownChannel(name) };
  const tooDeep = depthProblem(raw);
  if (tooDeep) return { ok: false, error: { kind: 'validation', message: `The ${name} request is nested too deeply (${tooDeep}).`, issues: [] } };
  const parsed = contract[name].input.safeParse(raw ?? {});
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    return { ok: false, error: { kind: 'validation', message: issues.length === 1 ? issues[0]!.message : 'Some fields are not valid.', issues } };
  }
  return { ok: true, channel: name as C, input: parsed.data as ParsedInputOf<C> };
}

/** The longest run of characters without a space a refusal repeats whole; longer echoed input is cut (issue 19 #6). */
export const ECHO_MAX = 80;
const MESSAGE_MAX = 600;

const clipRun = (run: string) => `${run.slice(0, ECHO_MAX - 20)}… (${run.length} characters)`;

/** A message with every echoed token of more than ECHO_MAX characters cut, and the whole kept to a readable length. */
export function clipText(text: string): string {
  const clipped = text.replace(new RegExp(`[^\\s“”"'()]{${ECHO_MAX + 1},}`, 'gu'), clipRun);
  return clipped.length > MESSAGE_MAX ? `${clipped.slice(0, MESSAGE_MAX - 1)}…` : clipped;
}

/**
 * Every refusal on its way out (the dispatcher's one exit): a payload's key or value a message quotes (an unknown field,
 * a house rule that does not exist) can be any length, and a refusal echoing 100,000 characters back helps nobody.
 */
export function clipError(error: AppError): AppError {
  const clipped = { ...error, message: clipText(error.message) } as AppError;
  if ('issues' in clipped)
    clipped.issues = clipped.issues.map((i) => ({
      message: clipText(i.message),
      path: i.path.map((p) => (typeof p === 'string' && p.length > ECHO_MAX ? clipRun(p) : p)),
    }));
  return clipped;
}
