/** `league schedule`, `match`, `season`, `standings`, `dice`, `undo`, `redo`: matches, seasons and the record. */
import type { PostMatchReport, SeasonEndReport } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import { csvRecords } from '../../../src-shared/exports/csv';
import { assistantText } from './dethmetal/assistantText';
import { exportStandings } from './export';
import type { ParsedArgs } from '../args';
import { CliError, withLeague, type Command } from '../kit';
import { coreLeague, leagueStandingsText, outcomeText, seasonCloseText, teamOutcome } from './results';
import { table } from '../output';
import {
  campaignCall,
  diceFlag,
  flag,
  group,
  intFlag,
  intValue,
  outputFormat,
  positional,
  readJsonObject,
  rollsReport,
  stringFlag,
  type SubCommand,
} from './commandKit';
import { money, moneyReport } from './dethmetal/campaignKit';

function scheduleTable(list: MatchView[]): string {
  return table(
    list.map((m) => ({
      ...m,
      teams: m.teams
        .map((t) =>
          t.outcome || t.placing ? `${t.franchise} ${t.outcome ?? `#${t.placing}`}` : t.points === null ? t.franchise : `${t.franchise} ${t.points}`,
        )
        .join(', '),
    })),
    [
      { key: 'id', label: 'ID', align: 'right' },
      { key: 'number', label: 'No', align: 'right' },
      { key: 'kind', label: 'Kind' },
      { key: 'track', label: 'Track' },
      { key: 'surface', label: 'Surface' },
      { key: 'date', label: 'Date' },
      { key: 'status', label: 'Status' },
      { key: 'teams', label: 'Teams' },
    ],
  );
}

/** The event: Dethmetal's track, surface, kind and heats, or (a league without a campaign layer) `--event NAME` alone. */
function eventFlags(args: ParsedArgs, usage: string) {
  const surface = stringFlag(args, 'surface', usage, false);
  const kind = stringFlag(args, 'kind', usage, false);
  const heats = intFlag(args, 'heats', usage, false);
  const track = stringFlag(args, 'event', usage, false) ?? stringFlag(args, 'track', usage, false);
  if (track === undefined) throw new CliError(`Missing --track NAME (or --event NAME).\nUsage: ${usage}`, 2);
  return {
    track,
    ...(surface === undefined ? {} : { surface: surface as 'dirt' }),
    ...(kind === undefined ? {} : { kind: kind as 'race' }),
    ...(heats === undefined ? {} : { heats }),
  };
}

function franchisesFlag(args: ParsedArgs, usage: string): { franchiseIds?: number[] } {
  const franchises = stringFlag(args, 'franchises', usage, false);
  return franchises ? { franchiseIds: franchises.split(',').map((t) => intValue(t, '--franchises')) } : {};
}

const eventWords = (m: MatchView) => (m.kind === 'match' ? m.track : `${m.kind} at ${m.track}`);

const scheduleSubs: SubCommand[] = [
  {
    name: 'list',
    usage: 'league schedule [list] FILE.league [--season N] [--format table|json]',
    summary: 'The matches of a season (default: the current one).',
    example: 'league schedule spring.league',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const season = intFlag(args, 'season', this.usage, false);
      const list = await withLeague(file, (s) => campaignCall(s, 'schedule.list', season === undefined ? {} : { season }, io));
      io.out(fmt === 'json' ? JSON.stringify(list, null, 2) : scheduleTable(list));
    },
  },
  {
    name: 'add',
    usage:
      'league schedule add FILE.league --track NAME --surface asphalt|concrete|dirt|snow|ice --kind race|arena [--date D] [--heats N] [--franchises ID,…]  |  (no campaign layer) --event NAME [--date D] [--franchises ID,…]',
    summary: 'Schedule the next match of the season (every founded franchise takes part unless listed; every team in a league without a campaign layer).',
    example: 'league schedule add spring.league --track Denver --surface dirt --kind race --date 2025-04-12',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const input = { ...eventFlags(args, this.usage), date: stringFlag(args, 'date', this.usage, false) ?? '', ...franchisesFlag(args, this.usage) };
      const m = await withLeague(file, (s) => campaignCall(s, 'schedule.add', input, io));
      io.out(`Scheduled match ${m.number} (id ${m.id}): ${eventWords(m)}, ${m.teams.length} team${m.teams.length === 1 ? '' : 's'}`);
    },
  },
  {
    name: 'generate',
    usage:
      'league schedule generate FILE.league --format round-robin|everyone|swiss (--event NAME | --track NAME --surface S --kind K [--heats N]) [--rounds N] [--double] [--start YYYY-MM-DD] [--days N] [--franchises ID,…] [--preview]',
    summary:
      'Generate fixtures for the season: a round robin (--double: home and away), everyone together --rounds times, or the next Swiss round by the table.',
    example: 'league schedule generate dw.league --format round-robin --event "Backyard Brawl" --start 2026-05-01 --days 7',
    async run(args, io) {
      const preview = flag(args, 'preview');
      const double = flag(args, 'double');
      const file = positional(args, 0, 'FILE', this.usage);
      const format = stringFlag(args, 'format', this.usage)! as 'round-robin';
      const rounds = intFlag(args, 'rounds', this.usage, false);
      const days = intFlag(args, 'days', this.usage, false);
      const input = {
        format,
        double,
        ...eventFlags(args, this.usage),
        startDate: stringFlag(args, 'start', this.usage, false) ?? '',
        ...(rounds === undefined ? {} : { rounds }),
        ...(days === undefined ? {} : { daysBetween: days }),
        ...franchisesFlag(args, this.usage),
      };
      if (preview) {
        const plan = await withLeague(file, (s) => campaignCall(s, 'schedule.generatePreview', input as never, io));
        io.out(
          [
            `PREVIEW (nothing was changed): season ${plan.seasonNumber}, ${plan.fixtures.length} fixture(s)`,
            ...plan.fixtures.map((f) => `  ${f.number}. round ${f.round}${f.date ? ` (${f.date})` : ''}: ${f.teams.map((t) => t.franchise).join(' v ')}`),
            ...plan.byes.map((b) => `  round ${b.round}: ${b.franchise} has the bye`),
          ].join('\n'),
        );
        return;
      }
      const list = await withLeague(file, (s) => campaignCall(s, 'schedule.generate', input as never, io));
      io.out(`Generated ${list.length} fixture(s):\n${scheduleTable(list)}`);
    },
  },
  {
    name: 'remove',
    usage: 'league schedule remove FILE.league MATCH_ID',
    summary: 'Remove a match that has not been recorded.',
    example: 'league schedule remove spring.league 3',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const list = await withLeague(file, (s) => campaignCall(s, 'schedule.remove', { matchId: id }, io));
      io.out(scheduleTable(list));
    },
  },
  {
    name: 'move',
    usage: 'league schedule move FILE.league MATCH_ID --to PLACE',
    summary: 'Move a match not yet played to another place in the season (1 = first); played and pre-rolled matches keep theirs.',
    example: 'league schedule move spring.league 6 --to 3',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const to = intFlag(args, 'to', this.usage)!;
      const list = await withLeague(file, (s) => campaignCall(s, 'schedule.move', { matchId: id, to }, io));
      io.out(scheduleTable(list));
    },
  },
  {
    name: 'edit',
    usage: 'league schedule edit FILE.league MATCH_ID [--track NAME] [--surface asphalt|concrete|dirt|snow|ice] [--kind race|arena] [--date D] [--heats N]',
    summary: 'Change the event of a match not yet played; only the options given change.',
    example: 'league schedule edit spring.league 4 --track "The Pit" --kind arena',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const text = (name: string) => {
        const v = args.flags[name];
        if (v === undefined) return undefined;
        if (typeof v !== 'string') throw new CliError(`--${name} needs a value.\nUsage: ${this.usage}`, 2);
        return v;
      };
      const [track, surface, kind, date] = [text('track'), text('surface'), text('kind'), text('date')];
      const heats = intFlag(args, 'heats', this.usage, false);
      const input = {
        matchId: id,
        ...(track === undefined ? {} : { track }),
        ...(surface === undefined ? {} : { surface: surface as 'dirt' }),
        ...(kind === undefined ? {} : { kind: kind as 'race' }),
        ...(date === undefined ? {} : { date }),
        ...(heats === undefined ? {} : { heats }),
      };
      const m = await withLeague(file, (s) => campaignCall(s, 'schedule.edit', input, io));
      io.out(
        `Match ${m.number} (id ${m.id}): ${m.kind} at ${m.track} (${m.surface})${m.date ? `, ${m.date}` : ''}, ${m.heats} heat${m.heats === 1 ? '' : 's'}`,
      );
    },
  },
];

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
  const out = [
    `Match ${m.number} of season ${m.seasonNumber} (id ${m.id}): ${m.kind} at ${m.track} (${m.surface})${m.date ? `, ${m.date}` : ''}, ${m.heats} heat${m.heats === 1 ? '' : 's'} — ${m.status}`,
  ];
  for (const t of m.teams) {
    out.push(`  ${t.franchise}${t.points === null ? '' : `: ${t.points} point(s)${t.won ? ', won' : ''}, prize ${t.prize ?? 0}k`}`);
    for (const a of t.assignments) out.push(`    heat ${a.heat}: ${a.vehicle} — driver ${a.driver}${a.gunner ? `, gunner ${a.gunner}` : ''}`);
  }
  return out;
}

const matchSubs: SubCommand[] = [
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
    usage: 'league match act FILE.league MATCH_ID INTENT.json|\'{"kind":…}\' [--dice 4,…] [--format table|json]',
    summary:
      'One step at the match assistant\'s table, as in the app (one operation; `league undo` takes it back): start-heat, restart-heat (with "confirm": true), roll (a calculator), roll-every-car, apply, edit, order, move, advance, finish.',
    example: 'league match act spring.league 3 \'{"kind":"roll","calculator":{"kind":"initiative","vehicleIds":[1,2]},"apply":true}\'',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const raw = positional(args, 2, 'INTENT', this.usage);
      const intent = raw.trim().startsWith('{') ? parseIntent(raw) : readJsonObject(raw, 'assistant intent');
      const fmt = outputFormat(args);
      const r = await withLeague(file, (s) => campaignCall(s, 'assistant.act', { matchId: id, intent: intent as never, ...diceFlag(args) }, io));
      if (fmt === 'json') return io.out(JSON.stringify(r, null, 2));
      io.out([...r.resolutions.map((x) => `${x.title}: ${x.summary}`), ...assistantText(r.state, 5)].join('\n'));
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
      const pre = r.preMatch!;
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
          ...(team?.assignments ?? []).map((a) => `  heat ${a.heat}: ${a.vehicle} — driver ${a.driver}${a.gunner ? `, gunner ${a.gunner}` : ''}`),
        ].join('\n'),
      );
    },
  },
  {
    name: 'outcome',
    usage: 'league match outcome FILE.league MATCH_ID "TEAM=win|draw|loss|PLACING[,STAT=N…]"… [--preview] [--format table|json]',
    summary:
      'A league without a campaign layer: record every team’s win, draw or loss (or placing) and its stats in one operation; --preview shows the match and the table after it, changing nothing.',
    example: 'league match outcome dw.league 1 "Rust Buckets=win,kills=2" "Mud Dogs=loss,kills=1" --preview',
    async run(args, io) {
      const preview = flag(args, 'preview');
      const file = positional(args, 0, 'FILE', this.usage);
      const matchId = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const specs = args.positionals.slice(2);
      if (specs.length === 0) throw new CliError(`Give each team’s result.\nUsage: ${this.usage}`, 2);
      const fmt = outputFormat(args);
      const out = await withLeague(file, async (s) => {
        const input = { matchId, teams: await Promise.all(specs.map((t) => teamOutcome(s, t))) };
        if (!preview) return { match: await campaignCall(s, 'match.recordOutcome', input, io) };
        return campaignCall(s, 'match.previewOutcome', input, io);
      });
      if (fmt === 'json') return io.out(JSON.stringify(out, null, 2));
      io.out([outcomeText(out.match, preview), ...('standings' in out ? ['', leagueStandingsText(out.standings)] : [])].join('\n'));
    },
  },
  {
    name: 'record',
    usage: 'league match record FILE.league RESULT.json [--preview] [--dice 4,…] [--format table|json]',
    summary: 'Record a result and run the post-match sequence (XP, quirks, fatigue, repairs, income, overhead, finds); --preview changes nothing.',
    example: 'league match record spring.league match1.json --preview',
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
    ...short.map((f) => `  ${f.franchise}: ${f.problems.join(' ')}`),
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

const seasonSubs: SubCommand[] = [
  {
    name: 'end',
    usage: 'league season end FILE.league [CHOICES.json] [--preview] [--dice …] [--format table|json]',
    summary:
      'End the season: Metal Cup, retirements, mechanics, contracts and the draft, sponsors; the next season opens. CHOICES.json: {"safe", "contracts", "releaseMechanics", "draftPicks", "sponsorPicks"}.',
    example: 'league season end spring.league choices.json --preview',
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
  {
    name: 'close',
    usage: 'league season close FILE.league [--preview] [--dice …] [--format table|json]',
    summary:
      'A league without a campaign layer: the final table (teams still level roll off where the ruleset says so, logged) and the next season opens with the same teams.',
    example: 'league season close dw.league --preview',
    async run(args, io) {
      const preview = flag(args, 'preview');
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const { r, keys } = await withLeague(file, async (s) => {
        const report = await campaignCall(s, 'season.close', { preview, ...diceFlag(args) }, io);
        return { r: report, keys: (await campaignCall(s, 'standings.league', { season: report.seasonNumber }, io)).statKeys };
      });
      io.out(fmt === 'json' ? JSON.stringify(r, null, 2) : seasonCloseText(r, keys));
    },
  },
  {
    name: 'show',
    usage: 'league season show FILE.league [--format table|json]',
    summary: 'The current season: matches played and scheduled.',
    example: 'league season show spring.league',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const v = await withLeague(file, (s) => campaignCall(s, 'season.current', {}, io));
      io.out(
        fmt === 'json'
          ? JSON.stringify(v, null, 2)
          : `Season ${v.number} (${v.status}): ${v.matchesPlayed} of ${v.seasonLength} matches played, ${v.matchesScheduled} scheduled`,
      );
    },
  },
];

const standingsCommand: Command = {
  name: 'standings',
  usage: 'league standings FILE.league [--season N | --all-time] [--format table|json|csv] | --format csv|json|md|pdf --out FILE',
  summary: 'Standings per season or all-time: points, wins, matches, money; careers; car histories.',
  example: 'league standings spring.league --season 2 --format md --out season2.md',
  async run(args, io) {
    // Written to a file: the export formats (RFC 4180 CSV, versioned JSON, Markdown, PDF page).
    if (typeof args.flags.out === 'string') return exportStandings(args, io);
    const allTime = flag(args, 'all-time');
    const file = positional(args, 0, 'FILE', this.usage);
    const fmt = outputFormat(args, ['table', 'json', 'csv']);
    const season = intFlag(args, 'season', this.usage, false);
    const which = { allTime, ...(season === undefined ? {} : { season }) };
    const core = await withLeague(file, async (s) => ((await coreLeague(s, io)) ? campaignCall(s, 'standings.league', which, io) : null));
    if (core) {
      if (fmt === 'json') return io.out(JSON.stringify(core, null, 2));
      if (fmt === 'csv') throw new CliError('CSV of a league without a campaign layer: use --format json (or the export with --out).', 2);
      return io.out(leagueStandingsText(core));
    }
    const r = await withLeague(file, (s) => campaignCall(s, 'standings.get', which, io));
    type Row = (typeof r.franchises)[number];
    const columns: { key: keyof Row & string; label: string; align?: 'right' }[] = [
      { key: 'place', label: 'Place', align: 'right' as const },
      { key: 'franchise', label: 'Franchise' },
      { key: 'points', label: 'Points', align: 'right' as const },
      { key: 'wins', label: 'Wins', align: 'right' as const },
      { key: 'matches', label: 'Matches', align: 'right' as const },
      { key: 'income', label: 'Income k', align: 'right' as const },
      { key: 'spending', label: 'Spent k', align: 'right' as const },
      { key: 'cash', label: 'Bank k', align: 'right' as const },
      { key: 'metalCups', label: 'Cups', align: 'right' as const },
    ];
    if (fmt === 'json') io.out(JSON.stringify(r, null, 2));
    else if (fmt === 'csv') io.out(csvRecords(columns, r.franchises).trimEnd());
    else {
      io.out(
        [
          r.seasonNumber === null ? 'All-time standings' : `Season ${r.seasonNumber}`,
          table(r.franchises, columns),
          '',
          'Competitors:',
          table(r.competitors, [
            { key: 'name', label: 'Competitor' },
            { key: 'franchise', label: 'Franchise' },
            { key: 'status', label: 'Status' },
            { key: 'level', label: 'Lvl', align: 'right' },
            { key: 'xp', label: 'XP', align: 'right' },
            { key: 'matches', label: 'Matches', align: 'right' },
            { key: 'points', label: 'Points', align: 'right' },
            { key: 'criticals', label: 'Crits', align: 'right' },
            { key: 'deaths', label: 'Deaths', align: 'right' },
            { key: 'quirks', label: 'Quirks' },
          ]),
        ].join('\n'),
      );
    }
  },
};

const diceSubs: SubCommand[] = [
  {
    name: 'log',
    usage: 'league dice log FILE.league [--limit N] [--match ID] [--season N] [--format table|json]',
    summary: 'The dice log, newest first: every roll with its purpose, result and what it decided.',
    example: 'league dice log spring.league --match 3',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const limit = intFlag(args, 'limit', this.usage, false);
      const matchId = intFlag(args, 'match', this.usage, false);
      const season = intFlag(args, 'season', this.usage, false);
      const rows = await withLeague(file, (s) =>
        campaignCall(
          s,
          'dice.log',
          { ...(limit === undefined ? {} : { limit }), ...(matchId === undefined ? {} : { matchId }), ...(season === undefined ? {} : { season }) },
          io,
        ),
      );
      io.out(
        fmt === 'json'
          ? JSON.stringify(rows, null, 2)
          : table(rows, [
              { key: 'id', label: 'ID', align: 'right' },
              { key: 'op', label: 'Operation' },
              { key: 'notation', label: 'Dice' },
              { key: 'value', label: 'Result', align: 'right' },
              { key: 'mode', label: 'By' },
              { key: 'purpose', label: 'Purpose' },
              { key: 'decided', label: 'Decided' },
            ]),
      );
    },
  },
];

function journalCommand(name: 'undo' | 'redo'): Command {
  return {
    name,
    usage: `league ${name} FILE.league`,
    summary:
      name === 'undo'
        ? 'Undo the last operation (restores the file exactly, dice counter included).'
        : 'Redo the last undone operation (while nothing new has happened).',
    example: `league ${name} spring.league`,
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const entry = await withLeague(file, (s) => campaignCall(s, name === 'undo' ? 'journal.undo' : 'journal.redo', {}, io));
      io.out(`${name === 'undo' ? 'Undid' : 'Redid'}: ${entry.summary}`);
    },
  };
}

export const seasonCommands: Command[] = [
  group('schedule', 'List, add, remove, move and edit the matches of the season.', scheduleSubs, (args) =>
    args.positionals[0]?.endsWith('.league') ? 'list' : undefined,
  ),
  group('match', 'Show a match and its post-match report; pre-match rolls, assignments and recording a match with its post-match processing.', matchSubs),
  group('season', 'End the season (with a preview), close it (a league without a campaign layer), or show the current one.', seasonSubs),
  standingsCommand,
  group('dice', 'The dice log.', diceSubs),
  journalCommand('undo'),
  journalCommand('redo'),
];
