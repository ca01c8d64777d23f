/**
 * Everything a match-night cover prints, as plain data: the event (track, date, surface, kind, heats), each heat's
 * line-up with cars and crews, and the scoring the referee fills in by hand. The scoring items are the league's
 * match points (gaps.md #38, from the engine's scoring module) and what the result entry asks for each competitor and
 * car (points, critical hits scored, out of action; damage, criticals taken, destroyed).
 */
import { match } from '../../../../src-shared/engine/dethmetal';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { greySwatch } from '../../pdf/grey';

/** What the league holds about one car of a line-up. */
export interface AssignedCar {
  heat: number;
  car: string;
  driver: string;
  gunner: string | null;
}

export interface MatchCoverTeamInput {
  name: string;
  /** The franchise colour as stored ("#aa3322"); printed as a grey of the same lightness. */
  colour: string;
  /** Its cars in each heat; empty when the franchise has not assigned its line-up yet. */
  assignments: AssignedCar[];
  /** The sheets that follow the cover for this franchise. */
  sheets: { cars: number; competitors: number };
}

export interface MatchCoverInput {
  league: string;
  season: number;
  number: number;
  track: string;
  /** As stored: an ISO day since the date picker, or whatever an older league file holds. */
  date: string;
  surface: string;
  kind: 'race' | 'arena';
  heats: number;
  status: 'scheduled' | 'ready' | 'recorded';
  /** The franchises taking part, in print order. */
  teams: MatchCoverTeamInput[];
  /** Cars a team fields at most per heat (gaps.md #37): the blank rows of a team not assigned yet. */
  carsPerHeat: number;
}

/** One car row of a heat: named, or blank lines to write a crew in. */
export type LineupRow = { car: string; driver: string; gunner: string | null } | null;

export interface HeatTeam {
  franchise: string;
  swatch: string;
  rows: LineupRow[];
}

export interface HeatLineup {
  heat: number;
  teams: HeatTeam[];
}

export interface ScoringColumn {
  /** Column heading. */
  label: string;
  /** The second heading line: how it counts. */
  note: string;
  /** Filled once per car (the car finished, carried the flag, was destroyed), or once per crew member. */
  per: 'car' | 'crew';
  /** A tick box rather than a number to write. */
  tick?: boolean;
}

export interface MatchCoverModel {
  kicker: string;
  title: string;
  /** Where the match stands: pre-match rolls to make, made, or the result recorded (a reprint). */
  status: string;
  event: { label: string; value: string; note?: string }[];
  /** How a heat of this kind is played, with its rule. */
  format: string;
  /** Whether every team taking part has a line-up for every heat. */
  lineupComplete: boolean;
  /** Said in a box when some line-up is missing: what to do, and what the sheets after the cover are. */
  lineupNotice: string | null;
  /** What the sheets after the cover are. */
  sheetsNote: string;
  heats: HeatLineup[];
  franchises: { name: string; swatch: string }[];
  /** The scoring grid's columns, each heat alike. */
  scoring: ScoringColumn[];
  car: ScoringColumn[];
  scoringKey: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The event date as the app shows it: an ISO day written out ("Thursday 3 September 2026"), anything older shown
 * exactly as typed, never read by `new Date(text)` (that made "3 Sept" 9/3/2001). Spelled out here, not through
 * Intl: the app window and `league print` must write the same bytes, whatever locale or ICU each runs with.
 */
export function eventDay(text: string): { day: string; weekday?: string } {
  const m = ISO_DAY.exec(text.trim());
  if (!m) return { day: text.trim() };
  const at = new Date(0);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  at.setUTCFullYear(y, mo - 1, d);
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return { day: text.trim() };
  return { day: `${d} ${MONTHS[mo - 1]!.slice(0, 3)} ${y}`, weekday: WEEKDAYS[at.getUTCDay()]! };
}

const STATUS: Record<MatchCoverInput['status'], string> = {
  scheduled: 'Pre-match rolls to make',
  ready: 'Pre-match rolls made',
  recorded: 'Result recorded',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How a heat of each kind starts and ends (gaps.md #37, #38). */
const FORMAT: Record<MatchCoverInput['kind'], string> = {
  race: 'Race: standing start on a grid in reverse order of league points; a heat ends when every surviving car has finished the laps (3 unless agreed) or after 30 turns; no firing before the second lap.',
  arena:
    'Arena: cars start evenly spaced around the edge; a heat lasts 12 turns or until only one team has mobile cars. Flags: one flag in the centre; a car ending its move in the flag hex picks it up.',
};

const [first, second, third, fourth] = match.RACE_FINISH_POINTS;

function scoringColumns(kind: MatchCoverInput['kind']): ScoringColumn[] {
  const finish: ScoringColumn[] =
    kind === 'race'
      ? [
          { label: 'Place', note: 'finished', per: 'car' },
          { label: 'Finish', note: `${first}/${second}/${third}/${fourth}/${match.RACE_OTHER_FINISHER_POINTS}`, per: 'car' },
        ]
      : [{ label: 'Flags', note: `× ${match.FLAG_POINTS}`, per: 'car' }];
  return [
    ...finish,
    { label: 'Kills', note: `× ${match.KILL_POINTS}`, per: 'crew' },
    { label: 'Crits', note: 'scored', per: 'crew' },
    { label: 'Points', note: 'heat', per: 'crew' },
    { label: 'Out', note: 'of action', per: 'crew', tick: true },
  ];
}

const CAR_COLUMNS: ScoringColumn[] = [
  { label: 'Damage', note: 'taken', per: 'car' },
  { label: 'Crits', note: 'taken', per: 'car' },
  { label: 'Destroyed', note: 'tick', per: 'car', tick: true },
];

function scoringKey(kind: MatchCoverInput['kind']): string {
  const finish =
    kind === 'race'
      ? `finishing place ${match.RACE_FINISH_POINTS.map((p, i) => `${i + 1}${['st', 'nd', 'rd', 'th'][i]} ${p}`).join(', ')}, any other finisher ${match.RACE_OTHER_FINISHER_POINTS}`
      : `the flag carried into the team's own goal hex ${match.FLAG_POINTS} (the flag then resets; a destroyed carrier drops it)`;
  // The engine cites its readings by our gaps file; the table reads only the rules (organizerText drops the references).
  return organizerText(
    `${match.SCORING_RULE}: ${finish}; each enemy car destroyed or rolled over by a competitor's attack or collision ${match.KILL_POINTS} to him. ` +
      'Points belong to a competitor and his team; match points are the heats summed, and the team with the most wins (ties all win). ' +
      'Crits scored: critical-hit rolls a competitor caused, +1 XP each (Part I › Experience events). Out of action: dead, cloned after the match; he may not return this match.',
  );
}

const has = (names: readonly string[]) => `${names.join(', ')} ${names.length === 1 ? 'has' : 'have'}`;

/** What the referee must know when some line-up is missing: which teams, and which sheets follow for them. */
function lineupNotice(everyone: boolean, unassigned: readonly string[], partial: readonly string[]): string {
  const parts = [`LINE-UP NOT ASSIGNED YET${everyone ? '' : ' for some teams'}. Write the crews in the blank rows.`];
  if (everyone)
    parts.push(
      'Until a line-up is assigned in Pitwall, the sheets after this cover are every active car and every competitor fit to race of the teams taking part, bench included.',
    );
  else if (unassigned.length)
    parts.push(
      `${has(unassigned)} no line-up: the sheets after this cover are ${unassigned.length === 1 ? 'its' : 'their'} active cars and competitors fit to race, bench included.`,
    );
  if (partial.length) parts.push(`${has(partial)} heats without one: the sheets are those of the cars and crews assigned so far.`);
  parts.push('Print again once the line-up is assigned for the sheets of the crews taking part only.');
  return parts.join(' ');
}

export function matchCoverModel(input: MatchCoverInput): MatchCoverModel {
  const heatNumbers = Array.from({ length: input.heats }, (_, i) => i + 1);
  const franchises = input.teams.map((t) => ({ name: t.name, swatch: greySwatch(t.colour) }));
  const heats: HeatLineup[] = heatNumbers.map((heat) => ({
    heat,
    teams: input.teams.map((t, i) => {
      const cars = t.assignments.filter((a) => a.heat === heat);
      return {
        franchise: t.name,
        swatch: franchises[i]!.swatch,
        rows: cars.length ? cars.map((a) => ({ car: a.car, driver: a.driver, gunner: a.gunner })) : Array.from({ length: input.carsPerHeat }, () => null),
      };
    }),
  }));
  const unassigned = input.teams.filter((t) => t.assignments.length === 0).map((t) => t.name);
  const partial = input.teams.filter((t) => t.assignments.length > 0 && heatNumbers.some((h) => !t.assignments.some((a) => a.heat === h))).map((t) => t.name);
  const lineupComplete = unassigned.length === 0 && partial.length === 0;
  const sheets = input.teams.reduce((a, t) => ({ cars: a.cars + t.sheets.cars, competitors: a.competitors + t.sheets.competitors }), {
    cars: 0,
    competitors: 0,
  });
  const following = `${plural(sheets.cars, 'car sheet')} and ${plural(sheets.competitors, 'driver sheet')}`;
  const everyone = unassigned.length === input.teams.length;
  const date = eventDay(input.date);
  return {
    kicker: `${input.league} · season ${input.season} · match night`,
    title: `Match ${input.number} · ${input.track}`,
    status: STATUS[input.status],
    event: [
      { label: 'Date', value: date.day || 'not set', ...(date.weekday ? { note: date.weekday } : {}) },
      { label: 'Surface', value: capital(input.surface) },
      { label: 'Event', value: capital(input.kind) },
      { label: 'Heats', value: `${input.heats}` },
      { label: 'Teams', value: `${input.teams.length}` },
    ],
    format: `${FORMAT[input.kind]} Each team fields up to ${plural(input.carsPerHeat, 'car')} a heat; crews may change between heats.`,
    lineupComplete,
    lineupNotice: lineupComplete ? null : lineupNotice(everyone, unassigned, partial),
    sheetsNote: `Then ${following}: ${
      everyone
        ? 'every active car and every competitor fit to race of each team'
        : lineupComplete
          ? 'the cars and crews in the line-up only'
          : 'the cars and crews in the line-up, and for a team without one its active cars and competitors fit to race'
    }, team by team in the order above.`,
    heats,
    franchises,
    scoring: scoringColumns(input.kind),
    car: CAR_COLUMNS,
    scoringKey: scoringKey(input.kind),
  };
}
