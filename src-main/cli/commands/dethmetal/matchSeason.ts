/**
 * Dethmetal's sub-commands of the core's `match` and `season` groups (commands/season.ts), reached through the
 * registry (commands/rulesets.ts): the match's report and the assistant's table, pre-match rolls, assignments,
 * recording with the post-match sequence, and the season's end.
 */
import type { MatchView } from '../../../../src-shared/ipc/channels/leagueTypes';
import type { PostMatchReport, SeasonEndReport } from '../../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import { dethmetalDetails, dethmetalTeam } from '../../../../src-shared/ipc/channels/dethmetal/matchDetails';
import { CliError, withLeague } from '../../kit';
import {
  campaignCall,
  diceFlag,
  flag,
  intValue,
  keyedDiceFlag,
  outputFormat,
  positional,
  readJsonObject,
  rollsReport,
  type GroupSubs,
  type SubCommand,
} from '../commandKit';
import { assistantText, defaultedMoves } from './assistantText';
import { expandEdit } from './editShortForm';
import { intentHelp } from './intentHelp';
import { money, moneyReport } from './campaignKit';

function postMatchText(r: PostMatchReport): string {
  const out = [`${r.preview ? 'PREVIEW (nothing was changed): ' : ''}${r.summary}`, `Prize pot ${r.prize.pot}k`];
  for (const f of r.franchises) {
    out.push(
      '',
      `${f.franchise}: ${f.points} point(s)${f.won ? ', won' : ''}; prize ${f.prize}k; net income ${f.netIncome}k, size ${f.franchiseSize} → profit ${f.profit}k; bank ${f.cashBefore}k → ${f.cashAfter}k`,
    );
    out.push(...money(f.lines));
    for (const c of f.competitors) {
      const notes = [
        c.tookPart ? `${c.role}, +${c.xp.total} XP` : 'idle',
        c.levelAfter > c.levelBefore ? `level ${c.levelBefore} → ${c.levelAfter}` : '',
        ...c.advancements.map((a) => a.explanation.at(-1) ?? ''),
        c.cloned ? 'cloned' : '',
        c.quirkCheck?.quirk ? `new quirk: ${c.quirkCheck.quirk}` : '',
        c.fatigue.change ? `fatigue ${c.fatigue.change > 0 ? '+' : ''}${c.fatigue.change}` : '',
        c.statusAfter !== 'active' ? c.statusAfter : '',
      ].filter(Boolean);
      out.push(`  ${c.name}: ${notes.join('; ')}`);
    }
    for (const v of f.vehicles)
      if (v.destroyed || v.criticals || v.lost.length)
        out.push(
          `  ${v.name}: ${v.destroyed ? 'destroyed, replaced' : `${v.criticals} critical(s) repaired`}${v.lost.length ? `; gone: ${v.lost.map((l) => `${l.item} (${l.reason})`).join(', ')}` : ''}`,
        );
    for (const o of f.offers)
      out.push(
        `  Found: ${o.name}${o.sponsor ? ` (${o.sponsor})` : ''} for ${o.price}k — key "${o.key}" ${f.bought.includes(o.key) ? '(bought)' : '(add to buyFound to buy, or it is lost)'}`,
      );
  }
  out.push('', ...rollsReport(r.rolls));
  return out.join('\n');
}

function parseIntent(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch (e) {
    throw new CliError(`The intent is not valid JSON: ${(e as Error).message}.`, 2);
  }
  throw new CliError('The intent must be a JSON object, e.g. {"kind":"advance"}.', 2);
}

function matchText(m: MatchView): string[] {
  const d = dethmetalDetails(m);
  const out = [
    `Match ${m.number} of season ${m.seasonNumber} (id ${m.id}): ${m.kind} at ${m.track} (${d.surface})${m.date ? `, ${m.date}` : ''}, ${d.heats} heat${d.heats === 1 ? '' : 's'} — ${m.status}`,
  ];
  for (const t of m.teams) {
    const own = dethmetalTeam(m, t.franchiseId);
    out.push(`  ${t.franchise}${t.points === null ? '' : `: ${t.points} point(s)${own.won ? ', won' : ''}, prize ${own.prize ?? 0}k`}`);
    for (const a of own.assignments) out.push(`    heat ${a.heat}: ${a.vehicle} — driver ${a.driver}${a.gunner ? `, gunner ${a.gunner}` : ''}`);
  }
  return out;
}

const playing: SubCommand[] = [
  {
    name: 'show',
    usage: 'league match show FILE.league MATCH_ID [--format table|json]',
    summary: 'A match: its event, teams and assignments, and once recorded its full post-match report as committed.',
    example: 'league match show spring.league 3',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const fmt = outputFormat(args);
      const { r, table } = await withLeague(file, async (s) => {
        const report = await campaignCall(s, 'match.report', { matchId: id }, io);
        // The assistant's table while the match is played; a recorded match shows its report instead.
        const t = report.match.status === 'recorded' ? null : await campaignCall(s, 'assistant.state', { matchId: id }, io);
        return { r: report, table: t };
      });
      if (fmt === 'json') return io.out(JSON.stringify(table?.started ? { ...r, assistant: table } : r, null, 2));
      const tail =
        r.report !== null
          ? ['', postMatchText(r.report)]
          : r.match.status === 'recorded'
            ? [
                '',
                `This match was recorded before Pitwall kept post-match reports: its money is in the ledger (league franchise show) and its rolls in the dice log (league dice log --match ${r.match.id}).`,
              ]
            : [];
      io.out([...matchText(r.match), ...(table ? assistantText(table) : []), ...tail].join('\n'));
    },
  },
  {
    name: 'act',
    usage: 'league match act FILE.league MATCH_ID INTENT.json|\'{"kind":…}\' [--dice 4,… | --dice "PURPOSE=ROLL,…"] [--format table|json]',
    summary:
      'One step at the match assistant\'s table, as in the app (one operation; `league undo` takes it back): start-heat, restart-heat (with "confirm": true), roll (a calculator), roll-every-car, apply, edit, order, move, advance, finish.',
    example: 'league match act spring.league 3 \'{"kind":"roll","calculator":{"kind":"initiative","vehicleIds":[1,2]},"apply":true}\'',
    details: intentHelp,
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const raw = positional(args, 2, 'INTENT', this.usage);
      const intent = expandEdit(raw.trim().startsWith('{') ? parseIntent(raw) : readJsonObject(raw, 'assistant intent'));
      const fmt = outputFormat(args);
      const keyed = keyedDiceFlag(args);
      const { r, defaulted } = await withLeague(file, async (s) => {
        // Ending a phase: the cars it moves by default, read before the step (the step forgets which they were).
        const before = (intent as { kind?: unknown }).kind === 'advance' ? defaultedMoves(await campaignCall(s, 'assistant.state', { matchId: id }, io)) : [];
        const r = await campaignCall(s, 'assistant.act', { matchId: id, intent: intent as never, ...diceFlag(args) }, io, keyed);
        return { r, defaulted: before };
      });
      if (fmt === 'json') return io.out(JSON.stringify(r, null, 2));
      io.out([...r.resolutions.map((x) => `${x.title}: ${x.summary}`), ...defaulted, ...assistantText(r.state, 5)].join('\n'));
    },
  },
  {
    name: 'prematch',
    usage: 'league match prematch FILE.league MATCH_ID [--dice 1,…]',
    summary: 'The pre-match rolls: Heart condition and temperamental devices, before any assignment.',
    example: 'league match prematch spring.league 1',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const r = await withLeague(file, (s) => campaignCall(s, 'match.preMatch', { matchId: id, ...diceFlag(args) }, io));
      const pre = dethmetalDetails(r).preMatch!;
      io.out(
        [
          `Pre-match rolls for match ${r.number}:`,
          ...pre.competitors.map((c) => `  ${c.name}: ${c.explanation.join(' ')}`),
          ...pre.vehicles.map((v) => `  ${v.name}: ${v.explanation.join(' ')}`),
          pre.competitors.length + pre.vehicles.length ? '' : '  nothing to roll',
        ].join('\n'),
      );
    },
  },
  {
    name: 'assign',
    usage: 'league match assign FILE.league ASSIGN.json',
    summary: 'Assign competitors to cars for each heat: {"matchId", "franchiseId", "heats": [{"heat": 1, "cars": [{"vehicleId", "driverId", "gunnerId"?}]}]}.',
    example: 'league match assign spring.league red-match1.json',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const input = readJsonObject(positional(args, 1, 'ASSIGN.json', this.usage), 'assignment');
      const m = await withLeague(file, (s) => campaignCall(s, 'match.assign', input as never, io));
      const team = m.teams.find((t) => t.franchiseId === input.franchiseId);
      io.out(
        [
          `Match ${m.number}, ${team?.franchise}:`,
          ...(team ? dethmetalTeam(m, team.franchiseId).assignments : []).map(
            (a) => `  heat ${a.heat}: ${a.vehicle} — driver ${a.driver}${a.gunner ? `, gunner ${a.gunner}` : ''}`,
          ),
        ].join('\n'),
      );
    },
  },
];

const recording: SubCommand[] = [
  {
    name: 'record',
    usage: 'league match record FILE.league RESULT.json [--preview] [--dice 4,…] [--format table|json]',
    summary: 'Record a result and run the post-match sequence (XP, quirks, fatigue, repairs, income, overhead, finds); --preview changes nothing.',
    example: 'league match record spring.league match1.json --preview',
    elsewhere: 'Record a result with `league match outcome` (win, draw or loss and the stats).',
    async run(args, io) {
      const preview = flag(args, 'preview');
      const file = positional(args, 0, 'FILE', this.usage);
      const input = readJsonObject(positional(args, 1, 'RESULT.json', this.usage), 'match result');
      const fmt = outputFormat(args);
      const r = await withLeague(file, (s) =>
        campaignCall(s, 'match.record', { ...(input as object), ...(preview ? { preview } : {}), ...diceFlag(args) } as never, io),
      );
      io.out(fmt === 'json' ? JSON.stringify(r, null, 2) : postMatchText(r));
    },
  },
];

/** Franchises left below the minimums, by name, first thing after the summary as on the screens (gaps.md #71). */
function shortfallText(short: NonNullable<SeasonEndReport['shortfalls']>): string[] {
  if (short.length === 0) return [];
  return [
    '',
    `${short.length} franchise${short.length === 1 ? '' : 's'} must hire or buy before the next match (Part VI › Create roster; gaps.md #71):`,
    ...short.flatMap((f) => [`  ${f.franchise}: ${f.problems.join(' ')}`, ...(f.why ? [`    Why: ${f.why}`] : [])]),
  ];
}

function seasonEndText(r: SeasonEndReport): string {
  return [
    `${r.preview ? 'PREVIEW (nothing was changed): ' : ''}${r.summary}`,
    ...shortfallText(r.shortfalls ?? []),
    '',
    'Standings:',
    ...r.standings.map((s) => `  ${String(s.place).padStart(2)}. ${s.franchise} ${s.points}`),
    `Metal Cup: ${r.metalCup.winners.join(', ') || '—'} (bonus ${
      Object.entries(r.metalCup.bonusDue)
        .map(([t, k]) => `${t} ${k}k`)
        .join(', ') || '—'
    }); extra contract: ${r.metalCup.extraContract.join(', ')}`,
    ...r.retirements.map((x) => `Retires: ${x.name} (${x.franchise}): ${x.reasons.join(' ')}`),
    ...r.mechanics.map((m) => `Mechanics of ${m.franchise}: rating ${m.rating} ${m.kept ? `kept for ${m.cost}k` : 'left'}`),
    r.draft.enabled ? `Draft order: ${r.draft.order.join(', ')}` : 'No draft (house rule).',
    ...r.draft.made.map((m) => `  pick ${m.pick} (round ${m.round}) ${m.team}: ${m.competitor ?? 'pass'}`),
    ...r.draft.outcomes
      .filter((o) => o.outcome === 'retired undrafted' || o.outcome === 'forced retirement')
      .map((o) => `  ${o.name} (${o.from}): ${o.outcome}`),
    'Sponsors:',
    ...r.sponsors.leaving.map((l) => `  ${l.team} loses ${l.sponsor} (farewell ${l.income}k)`),
    ...r.sponsors.taken.map((t) => `  ${t.team} takes ${t.sponsor ?? 'nothing'}`),
    '',
    ...moneyReport(r.money),
    '',
    ...rollsReport(r.rolls),
  ].join('\n');
}

const seasonEnd: SubCommand[] = [
  {
    name: 'end',
    usage: 'league season end FILE.league [CHOICES.json] [--preview] [--dice …] [--format table|json]',
    summary:
      'End the season: Metal Cup, retirements, mechanics, contracts and the draft, sponsors; the next season opens. CHOICES.json: {"safe", "contracts", "releaseMechanics", "draftPicks", "sponsorPicks"}.',
    example: 'league season end spring.league choices.json --preview',
    elsewhere: 'Close the season with `league season close`.',
    async run(args, io) {
      const preview = flag(args, 'preview');
      const file = positional(args, 0, 'FILE', this.usage);
      const choices = args.positionals[1] ? readJsonObject(args.positionals[1], 'season-end choices') : {};
      const fmt = outputFormat(args);
      const r = await withLeague(file, (s) =>
        campaignCall(s, 'season.end', { ...(choices as object), ...(preview ? { preview } : {}), ...diceFlag(args) } as never, io),
      );
      io.out(fmt === 'json' ? JSON.stringify(r, null, 2) : seasonEndText(r));
    },
  },
];

/** Placed among the core's sub-commands in the order a match night runs: show, play and line up, then (after the core's outcome) record; the season ends before it closes. */
export const matchSeasonSubs: readonly GroupSubs[] = [
  { group: 'match', before: 'outcome', subs: playing },
  { group: 'match', subs: recording },
  { group: 'season', before: 'close', subs: seasonEnd },
];
