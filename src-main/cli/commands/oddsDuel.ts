/**
 * `league odds duel FILE.league --a DESIGN --b DESIGN --range R [--facing-a F] [--facing-b F] [--turns 10]`: one design
 * against another (issue 23), turn by turn the chance that each has put the other out, through the league's
 * ruleset's duel (its part of `league odds`, `OddsCli.duel`). Every flag is checked before anything runs, each refusal
 * naming its flag; reads only.
 */
import { rulesetById } from '../../../src-shared/engine/registry';
import type { ParsedArgs } from '../args';
import { CliError, leagueRulesetOf, withLeague } from '../kit';
import { intValue, outputFormat, positional, stringFlag } from './commandKit';
import type { DuelCli, DuelCliReport } from './oddsKit';
import { rulesetOdds } from './rulesets';

export const DUEL_USAGE =
  "league odds duel FILE.league --a DESIGN --b DESIGN --range R [--facing-a F] [--facing-b F] [--turns 10] [the ruleset's own flags] [--format table|json]";

function duelPart(file: string): DuelCli {
  const id = leagueRulesetOf(file)!;
  const part = rulesetOdds(id)?.duel;
  if (!part) throw new CliError(`${rulesetById(id).name} has no duel: its cars do not shoot each other.`, 2);
  return part;
}

function rangeOf(args: ParsedArgs, part: DuelCli): number {
  const text = stringFlag(args, 'range', DUEL_USAGE)!;
  const r = part.range;
  const value = r.whole ? intValue(text, '--range') : Number(text);
  if (!Number.isFinite(value) || value < r.min || value > r.max)
    throw new CliError(`--range is the ${r.word} between the cars in ${r.unit}, ${r.min} to ${r.max}, not “${text}”.`, 2);
  return value;
}

/** The ruleset's own flags, each checked against its values (the default where it is not given). */
function optionsOf(args: ParsedArgs, part: DuelCli): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of part.options ?? []) {
    const value = stringFlag(args, o.flag, DUEL_USAGE, false) ?? o.default;
    if (!o.values.includes(value)) throw new CliError(`--${o.flag} is one of ${o.values.join(', ')} (${o.help}), not “${value}”.`, 2);
    out[o.flag] = value;
  }
  return out;
}

function turnsOf(args: ParsedArgs): number {
  const text = stringFlag(args, 'turns', DUEL_USAGE, false);
  const turns = text === undefined ? 10 : intValue(text, '--turns');
  if (turns < 1 || turns > 20) throw new CliError(`--turns is 1 to 20, not ${turns}.`, 2);
  return turns;
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

export function duelText(r: DuelCliReport): string {
  const side = (s: DuelCliReport['a'], tag: string) => [
    `${tag}: ${s.name}, ${s.shows ?? `showing its ${s.facing}`}`,
    ...s.weapons.map((w) => `  ${w.name}: ${w.fires ? 'fires' : `does not fire (${w.why})`}`),
  ];
  const nameA = `${r.a.name} wins`;
  const nameB = `${r.b.name} wins`;
  // A turn the chain finished before the duel was sampled on is exact: no error to show.
  const se = (i: number, k: 'aWins' | 'bWins') => {
    const e = r.standardErrors?.[i]?.[k];
    return e ? ` ± ${percent(e)}` : '';
  };
  const rows = r.turns.map((t, i) => [
    String(t.turn),
    `${percent(t.aWins)}${se(i, 'aWins')}`,
    `${percent(t.bWins)}${se(i, 'bWins')}`,
    percent(t.both),
    percent(t.neither),
  ]);
  const head = ['Turn', nameA, nameB, 'Both out', 'Both running'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    ...side(r.a, 'A'),
    ...side(r.b, 'B'),
    '',
    `By the end of each turn (${r.how}):`,
    line(head),
    ...rows.map(line),
    '',
    'Not in this duel:',
    ...r.notModelled.map((n) => `  - ${n.what} (${n.rule})`),
  ].join('\n');
}

export function duelHelp(file: string | undefined): string {
  const id = file ? leagueRulesetOf(file) : null;
  const part = id ? rulesetOdds(id)?.duel : undefined;
  const lines = [`Usage: ${DUEL_USAGE}`, '', 'One design against another: turn by turn, the chance that each has put the other out.'];
  if (part)
    lines.push(
      `  --a, --b   a car of the league by its vehicle id, or a stock design: ${part.stock.join(', ')}`,
      `  --range    the ${part.range.word} between the cars in ${part.range.unit} (${part.range.min} to ${part.range.max})`,
      `  --facing-a, --facing-b   what each car shows the other: ${part.facings.join(', ')} (default ${part.defaultFacing})`,
      '  --turns    1 to 20 (default 10)',
      ...(part.options ?? []).map((o) => `  --${o.flag}   ${o.help}: ${o.values.join(', ')} (default ${o.default})`),
      '',
      `Example: ${part.example}`,
    );
  return lines.join('\n');
}

/** `league odds duel …` (positionals: duel, FILE). */
export async function runDuel(args: ParsedArgs, out: (text: string) => void): Promise<void> {
  const file = positional(args, 1, 'FILE', DUEL_USAGE);
  const fmt = outputFormat(args);
  const a = stringFlag(args, 'a', DUEL_USAGE)!;
  const b = stringFlag(args, 'b', DUEL_USAGE)!;
  const report = await withLeague(file, async (s) => {
    const part = duelPart(file);
    const range = rangeOf(args, part);
    const turns = turnsOf(args);
    const options = optionsOf(args, part);
    const facing = (f: 'a' | 'b') => stringFlag(args, `facing-${f}`, DUEL_USAGE, false) ?? null;
    try {
      return part.duel(s.league, { design: a, facing: facing('a'), flag: 'a' }, { design: b, facing: facing('b'), flag: 'b' }, range, turns, options);
    } catch (e) {
      if (e instanceof CliError) throw e;
      // A refusal of the rules or of the league: its words, exit 2, nothing was written (the duel only reads).
      if (e instanceof Error && ['ServiceError', 'TableRefusal', 'AssistantInputError', 'DirtyWheelsRuleError', 'RangeError'].includes(e.name))
        throw new CliError(e.message, 2);
      throw e;
    }
  });
  out(fmt === 'json' ? JSON.stringify(report, null, 2) : duelText(report));
}
