/**
 * What every ruleset's commands share: reading JSON files, naming franchises by id or name, boolean flags,
 * sub-commands, the rolls an operation made, and calls that ask the organizer (on a terminal) for typed dice and choices.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { RollRecord } from '../../../src-shared/engine/dice';
import { describeError, type AppError, type ChannelName, type InputOf, type ResultOf } from '../../../src-shared/ipc';
import { createDispatcher } from '../../app/dispatch';
import type { AppSession } from '../../app/session';
import { APP_VERSION } from '../../version';
import type { ParsedArgs } from '../args';
import { CliError, commandsFor, distinctCommands, leagueRulesetOf, rulesetName, type Command, type Io } from '../kit';

export function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read ${what} ${file}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
}

export function readJsonObject(file: string, what: string): Record<string, unknown> {
  const value = readJson(file, what);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CliError(`${file} must hold a JSON object (${what}).`);
  return value as Record<string, unknown>;
}

/**
 * A boolean flag. The shared parser reads `--flag VALUE` when a positional follows; such a value is given back to
 * the positionals so `--preview FILE` still works.
 */
export function flag(args: ParsedArgs, name: string): boolean {
  const v = args.flags[name];
  if (v === undefined) return false;
  if (v === true || v === 'true') return true;
  if (v === 'false') return false;
  args.positionals.push(v);
  args.flags[name] = true;
  return true;
}

export function stringFlag(args: ParsedArgs, name: string, usage: string, required = true): string | undefined {
  const v = args.flags[name];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || v === '') throw new CliError(`Missing --${name} VALUE.\nUsage: ${usage}`, 2);
  return v;
}

export function intValue(text: string, what: string): number {
  if (!/^-?\d+$/.test(text)) throw new CliError(`${what} must be a whole number, not “${text}”.`, 2);
  return Number(text);
}

export function intFlag(args: ParsedArgs, name: string, usage: string, required = true): number | undefined {
  const v = stringFlag(args, name, usage, required);
  return v === undefined ? undefined : intValue(v, `--${name}`);
}

export function idList(text: string, what: string): number[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((t) => intValue(t.trim(), what));
}

export function positional(args: ParsedArgs, index: number, what: string, usage: string): string {
  const v = args.positionals[index];
  if (v === undefined) throw new CliError(`Missing ${what}.\nUsage: ${usage}`, 2);
  return v;
}

export function outputFormat(args: ParsedArgs, allowed: readonly string[] = ['table', 'json']): string {
  const f = args.flags.format ?? 'table';
  if (typeof f !== 'string' || !allowed.includes(f)) throw new CliError(`--format must be ${allowed.join(', ')}; not ${String(f)}.`, 2);
  return f;
}

/** A franchise named by id or by name (case-insensitive). */
export async function franchiseId(session: AppSession, text: string): Promise<number> {
  if (/^\d+$/.test(text)) return Number(text);
  const list = await campaignCall(session, 'franchise.list', {}, { out: () => {}, err: () => {} });
  const hit = list.find((f) => f.name.toLowerCase() === text.toLowerCase());
  if (!hit) throw new CliError(`There is no franchise named “${text}” (franchises: ${list.map((f) => f.name).join(', ') || 'none'}).`);
  return hit.id;
}

function put(input: Record<string, unknown>, path: (string | number)[], value: unknown, mode: 'append' | 'set'): void {
  let target = input;
  for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (mode === 'set') target[last] = value;
  else target[last] = [...((target[last] as unknown[] | undefined) ?? []), value];
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

function explainPending(error: Extract<AppError, { kind: 'dice-needed' | 'choice-needed' }>): string {
  if (error.kind === 'dice-needed') {
    return `${error.message}\nThis league's dice are typed by the organizer: pass every roll in order with --dice (e.g. --dice ${[...error.rolls.map((r) => r.raw), '…'].join(',')}), or run on a terminal to be asked.`;
  }
  const options = error.choice.options.map((o) => `  ${JSON.stringify(o.value)}  ${o.label}`).join('\n');
  return `${error.message}\n${error.choice.question}\nOptions:\n${options}\nPut the answer in the input at ${error.choice.path.join('.')}${error.choice.mode === 'append' ? ' (a list, in order)' : ''}, or run on a terminal to be asked.`;
}

/**
 * Call a channel. In manual dice mode, or when the rules leave a choice to the organizer, ask on a terminal and
 * call again with the answer; elsewhere (scripts), fail with what is needed and how to supply it.
 */
export async function campaignCall<C extends ChannelName>(
  session: AppSession,
  channel: C,
  payload: InputOf<C>,
  io: Io,
  /** Typed rolls keyed by purpose (`--dice "tire damage=5"`): each roll asked for takes the first unused match. */
  keyed: KeyedDie[] = [],
): Promise<ResultOf<C>> {
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: APP_VERSION } }, () => {});
  const input = structuredClone(payload) as Record<string, unknown>;
  for (;;) {
    const result = await dispatch(channel, input);
    if (result.ok) {
      const unused = keyed.filter((k) => !k.used);
      if (unused.length) io.err(`Not used (no roll had that purpose): ${unused.map((k) => `${k.key}=${k.value}`).join(', ')}`);
      return result.value as ResultOf<C>;
    }
    const error = result.error;
    if (error.kind !== 'dice-needed' && error.kind !== 'choice-needed') throw new CliError(describeError(error));
    if (error.kind === 'dice-needed' && keyed.length) {
      const purpose = error.request.purpose.toLowerCase();
      const die = keyed.find((k) => !k.used && purpose.includes(k.key.toLowerCase()));
      if (die) {
        die.used = true;
        put(input, ['dice'], die.value, 'append');
        continue;
      }
      if (!process.stdin.isTTY)
        throw new CliError(
          `No --dice value for the roll “${error.request.purpose}” (${error.request.notation}, ${error.request.range}); add one keyed by a word of that purpose.${
            keyed.some((k) => !k.used)
              ? ` Unused: ${keyed
                  .filter((k) => !k.used)
                  .map((k) => `${k.key}=${k.value}`)
                  .join(', ')}.`
              : ''
          }`,
          3,
        );
    }
    if (!process.stdin.isTTY) throw new CliError(explainPending(error), 3);
    if (error.kind === 'dice-needed') {
      const typed = await ask(`Roll ${error.request.notation} for “${error.request.purpose}” (${error.request.range}): `);
      put(input, ['dice'], intValue(typed, 'A roll'), 'append');
    } else {
      io.err(error.choice.question);
      error.choice.options.forEach((o, i) => io.err(`  ${i + 1}) ${o.label}`));
      const typed = await ask(`Choose 1-${error.choice.options.length}: `);
      const option = error.choice.options[intValue(typed, 'The choice') - 1];
      if (!option) throw new CliError(`There is no option ${typed}.`, 2);
      put(input, error.choice.path, option.value, error.choice.mode);
    }
  }
}

export interface KeyedDie {
  key: string;
  value: number;
  used?: boolean;
}

/** `--dice "tire damage=5,control=2"`: rolls keyed by words of their purpose, or [] for a plain list. */
export function keyedDiceFlag(args: ParsedArgs): KeyedDie[] {
  const v = args.flags.dice;
  if (typeof v !== 'string' || !v.includes('=')) return [];
  return v.split(',').map((item) => {
    const at = item.lastIndexOf('=');
    const key = item.slice(0, at).trim();
    if (at < 0 || !key) throw new CliError(`--dice: “${item}” is not PURPOSE=ROLL (e.g. "tire damage=5").`, 2);
    return { key, value: intValue(item.slice(at + 1).trim(), `The roll for “${key}”`) };
  });
}

/** Typed rolls from `--dice 3,5,11` (manual dice mode). */
export function diceFlag(args: ParsedArgs): { dice?: number[] } {
  const v = args.flags.dice;
  if (v === undefined) return {};
  if (typeof v !== 'string') throw new CliError('--dice needs a comma-separated list of rolls, e.g. --dice 3,5,11', 2);
  if (v.includes('=')) return {};
  return { dice: idList(v, 'A roll') };
}

export function rollsReport(rolls: readonly RollRecord[]): string[] {
  if (rolls.length === 0) return [];
  return ['Rolls:', ...rolls.map((r) => `  ${r.notation.padEnd(10)} ${String(r.value).padStart(4)}  ${r.purpose}${r.decided ? ` → ${r.decided}` : ''}`)];
}

export interface SubCommand {
  name: string;
  usage: string;
  summary: string;
  example: string;
  /** More than the usage line: what `league GROUP SUB --help` adds (the assistant's intents, say). */
  details?(): string[];
  /** A ruleset's sub-command: what a league of another ruleset does instead, said when it is refused there. */
  elsewhere?: string;
  run(args: ParsedArgs, io: Io): Promise<void>;
}

/** A ruleset's sub-commands of a core group (`league match …`), placed before the core's sub-command `before` (last without it). */
export interface GroupSubs {
  group: string;
  subs: readonly SubCommand[];
  before?: string;
}

/** The core's sub-commands of `name` with each ruleset's added where it asks, so a group's help and its list of names keep one order. */
export function withRulesetSubs(name: string, core: readonly SubCommand[], extra: readonly GroupSubs[]): SubCommand[] {
  const subs = [...core];
  for (const e of extra) {
    if (e.group !== name) continue;
    const at = e.before === undefined ? -1 : subs.findIndex((s) => s.name === e.before);
    if (e.before !== undefined && at < 0)
      throw new Error(`league ${name} has no sub-command “${e.before}” to place ${e.subs.map((s) => s.name).join(', ')} before.`);
    subs.splice(at < 0 ? subs.length : at, 0, ...e.subs);
  }
  return distinctCommands(subs, `league ${name}`);
}

/** A command with sub-commands (`league car buy …`): its help lists every sub-command with an example. */
export function group(name: string, summary: string, subs: SubCommand[], fallback?: (args: ParsedArgs) => string | undefined): Command {
  return {
    name,
    summary,
    usage: subs.map((s) => `${s.usage}\n         ${s.summary}`).join('\n       '),
    example: subs.map((s) => s.example).join('\n  '),
    helpFor(args) {
      const first = args.positionals[0];
      // `league match --help FILE.league`: the sub-commands of the core and of that league's ruleset only.
      const plays = first?.toLowerCase().endsWith('.league') ? leagueRulesetOf(first) : null;
      if (plays !== null) {
        const shown = commandsFor(subs as (SubCommand & { ruleset?: string })[], plays);
        return [
          summary,
          '',
          `Sub-commands for ${first} (${rulesetName(plays)}):`,
          ...shown.map(
            (s) => `  ${s.usage}
         ${s.summary}`,
          ),
          '',
          'Example:',
          ...shown.map((s) => `  ${s.example}`),
        ].join('\n');
      }
      const sub = subs.find((s) => s.name === first);
      if (!sub) return undefined;
      return [`${sub.summary}`, '', `Usage: ${sub.usage}`, ...(sub.details?.() ?? []), '', 'Example:', `  ${sub.example}`].join('\n');
    },
    async run(args, io) {
      const first = args.positionals[0];
      let sub = subs.find((s) => s.name === first);
      if (sub) args.positionals.shift();
      else {
        const implied = fallback?.(args);
        sub = subs.find((s) => s.name === implied);
      }
      if (!sub)
        throw new CliError(
          `Unknown “league ${name}” sub-command${first ? ` “${first}”` : ''}; one of: ${subs.map((s) => s.name).join(', ')}.\nRun \`league ${name} --help\`.`,
          2,
        );
      await sub.run(args, io);
    },
  };
}
