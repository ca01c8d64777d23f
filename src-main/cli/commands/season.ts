/** `league schedule`, `match`, `season`, `standings`, `dice`, `undo`, `redo`: matches, seasons and the record. */
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import { csvRecords } from '../../../src-shared/exports/csv';
import { exportStandings } from './export';
import type { ParsedArgs } from '../args';
import { CliError, withLeague, type Command } from '../kit';
import { correctSub } from './correct';
import { matchTableSub } from './matchTable';
import { rulesetGroupSubs } from './rulesets';
import { coreLeague, leagueStandingsText, outcomeText, roundsOutcome, seasonCloseText, stepText, teamOutcome } from './results';
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
  rollsReport,
  stringFlag,
  type SubCommand,
  withRulesetSubs,
} from './commandKit';

function scheduleTable(list: MatchView[]): string {
  return table(
    list.map((m) => ({
      ...m,
      surface: m.fields.surface ?? '',
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
    usage: 'league schedule remove FILE.league MATCH_ID [--preview]',
    summary: 'Remove a match that has not been recorded, with its table if play has started (--preview: say what goes, change nothing).',
    example: 'league schedule remove spring.league 3',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const preview = flag(args, 'preview');
      const { words, list } = await withLeague(file, async (s) => {
        const p = await campaignCall(s, 'schedule.removePreview', { matchId: id }, io);
        return { words: p.words, list: preview ? null : await campaignCall(s, 'schedule.remove', { matchId: id }, io) };
      });
      io.out(words);
      if (list) io.out(scheduleTable(list));
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
      // The event's own fields by their declared names; a league without them prints as it always has (no surface, 1 heat).
      const { surface: on = '', heats: n = 1 } = m.fields;
      io.out(`Match ${m.number} (id ${m.id}): ${m.kind} at ${m.track} (${on})${m.date ? `, ${m.date}` : ''}, ${n} heat${n === 1 ? '' : 's'}`);
    },
  },
];

const matchSubs: SubCommand[] = [
  {
    name: 'outcome',
    usage: 'league match outcome FILE.league MATCH_ID "TEAM=win|draw|loss|PLACING[,STAT=N…]"… [--preview] [--dice …] [--format table|json]',
    summary:
      'A league without a campaign layer: record every team’s win, draw or loss (or placing) and its stats in one operation; --preview shows the match and the table after it, changing nothing.',
    example: 'league match outcome dw.league 1 "Rust Buckets=win,kills=2" "Mud Dogs=loss,kills=1" --preview',
    details: () => [
      '',
      'A meeting of several rounds (a race meeting’s races, a derby’s heats): the ruleset’s word for a round opens each,',
      'then its results, a team’s or an entrant’s (a car or a driver, by name), e.g.',
      '  league match outcome derby.league 3 heat "Zippy=1" "Big Bertha=2" heat "Big Bertha=1" "Zippy=2"',
    ],
    async run(args, io) {
      const preview = flag(args, 'preview');
      const file = positional(args, 0, 'FILE', this.usage);
      const matchId = intValue(positional(args, 1, 'MATCH_ID', this.usage), 'MATCH_ID');
      const specs = args.positionals.slice(2);
      if (specs.length === 0) throw new CliError(`Give each team’s result.\nUsage: ${this.usage}`, 2);
      const fmt = outputFormat(args);
      let roundWords: string[] = [];
      const out = await withLeague(file, async (s) => {
        // A meeting of rounds (issue 21) when the specs open with the ruleset's word for a round; else one round of teams.
        const rounds = await roundsOutcome(s, matchId, specs, io);
        roundWords = rounds?.words ?? [];
        const results = rounds ? { rounds: rounds.rounds } : { teams: await Promise.all(specs.map((t) => teamOutcome(s, t))) };
        const input = { matchId, ...results, ...diceFlag(args) };
        if (!preview) return { match: await campaignCall(s, 'match.recordOutcome', input, io) };
        return campaignCall(s, 'match.previewOutcome', input, io);
      });
      if (fmt === 'json') return io.out(JSON.stringify(out, null, 2));
      // The ruleset's after-result step (issue 21), where it has one: what it would change, and its rolls.
      const step = 'step' in out ? [...stepText(out.step), ...(out.rolls?.length ? ['', ...rollsReport(out.rolls)] : [])] : [];
      io.out([outcomeText(out.match, preview), ...roundWords, ...('standings' in out ? ['', leagueStandingsText(out.standings)] : []), ...step].join('\n'));
    },
  },
  // Any ruleset's match table, over the core's table.* channels (issue 21).
  matchTableSub,
  // Correct a recorded result and replay what followed (issue 27).
  correctSub,
];

const seasonSubs: SubCommand[] = [
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

/** Built per command line: the `match` and `season` groups hold the registered rulesets' sub-commands of them. */
export const seasonCommands = (): Command[] => [
  group('schedule', 'List, add, remove, move and edit the matches of the season.', scheduleSubs, (args) =>
    args.positionals[0]?.endsWith('.league') ? 'list' : undefined,
  ),
  group(
    'match',
    'Show a match and its post-match report; pre-match rolls, assignments and recording a match with its post-match processing.',
    withRulesetSubs('match', matchSubs, rulesetGroupSubs()),
  ),
  group(
    'season',
    'End the season (with a preview), close it (a league without a campaign layer), or show the current one.',
    withRulesetSubs('season', seasonSubs, rulesetGroupSubs()),
  ),
  standingsCommand,
  group('dice', 'The dice log.', diceSubs),
  journalCommand('undo'),
  journalCommand('redo'),
];
