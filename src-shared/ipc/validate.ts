import type { z } from 'zod';
import { contract, isChannel, type ChannelName, type ParsedInputOf } from './channels';
import { depthProblem } from './depth';
import { humanMessage } from './humanIssue';
import type { AppError, FieldIssue } from './result';

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: humanMessage(i) }));
}

/** Parse a raw payload for a channel: the typed input, or a validation error naming each bad field. */
export function parseInput<C extends ChannelName>(
  name: unknown,
  raw: unknown,
): { ok: true; channel: C; input: ParsedInputOf<C> } | { ok: false; error: AppError } {
  if (!isChannel(name)) return { ok: false, error: { kind: 'not-found', entity: 'channel', message: `There is no channel named ${JSON.stringify(name)}.` } };
  const tooDeep = depthProblem(raw);
  if (tooDeep) return { ok: false, error: { kind: 'validation', message: `The ${name} request is nested too deeply (${tooDeep}).`, issues: [] } };
  const parsed = contract[name].input.safeParse(raw ?? {});
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    return { ok: false, error: { kind: 'validation', message: issues.length === 1 ? issues[0]!.message : 'Some fields are not valid.', issues } };
  }
  return { ok: true, channel: name as C, input: parsed.data as ParsedInputOf<C> };
}
