import { z } from 'zod';
import { channel } from '../channel';
import type { RollRecord } from '../../engine/dice';
import { displayName, id, safeCatchall, safeRecord, typedDice, uniqueList } from '../fields';
import type { LeagueStandings, MatchView, MeetingRoundsView, StepReport } from './leagueTypes';

export const nonNegative = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(0, { error: `${what} cannot be negative` });

const eventDate = z.string({ error: 'The date must be text' }).trim().max(40, { error: 'The date can be at most 40 characters' });

/**
 * Any other field of a schedule request is the ruleset's own event field (Dethmetal's surface, kind and heats, issue
 * 21): the contract names none of them; the schedule service checks them with the league's ruleset's declared schema
 * (`eventFields` of its engine module), and refuses them in a league whose ruleset has none.
 */
const ownEventFields = z.unknown();

/** An event: its name (`track`) and date, who takes part, and the ruleset's own fields. */
const scheduleInput = safeCatchall(
  {
    track: displayName('Track name'),
    date: eventDate.default(''),
    /** Who takes part; by default every team the ruleset lets play (Dethmetal: founded franchises, gaps.md #59). */
    franchiseIds: uniqueList(id, 'team', { min: 1, max: 32 }).optional(),
  },
  ownEventFields,
);

/**
 * Generate fixtures for the open season (issue 12): a round robin of two-team matches, every franchise together
 * `rounds` times, or the next Swiss round paired by the standings. Every match gets the same event; round k is
 * dated `startDate` + (k - 1) × `daysBetween` days.
 */
const generateInput = safeCatchall(
  {
    format: z.enum(['round-robin', 'everyone', 'swiss'], { error: 'The format is round-robin, everyone or swiss' }),
    /** Everyone together: how many matches. Round robin and Swiss take theirs from the teams. */
    rounds: z
      .number({ error: 'Rounds must be a number' })
      .int({ error: 'Rounds must be a whole number' })
      .min(1, { error: 'At least 1 round' })
      .max(40)
      .default(1),
    /** Round robin: a second leg, home and away swapped. */
    double: z.boolean().default(false),
    track: displayName('Track name'),
    startDate: z.union([z.literal(''), z.iso.date({ error: 'The first date is a day like 2026-09-03' })]).default(''),
    daysBetween: z
      .number({ error: 'Days between rounds must be a number' })
      .int({ error: 'Days between rounds must be a whole number' })
      .min(0)
      .max(90)
      .default(7),
    /** Who takes part; by default every founded franchise. */
    franchiseIds: uniqueList(id, 'team', { min: 2, minError: 'Fixtures need at least 2 franchises', max: 32 }).optional(),
  },
  ownEventFields,
);

/** Move a match not yet played to another place in its season's order (1 = first). */
const moveInput = z
  .object({
    matchId: id,
    to: z.number({ error: 'The new place must be a number' }).int({ error: 'The new place must be a whole number' }).min(1, { error: 'Places start at 1' }),
  })
  .strict();

/** Change the event of a match not yet played; only the fields given change (the service asks for one at least, in the ruleset's words). */
const editInput = safeCatchall(
  {
    matchId: id,
    track: displayName('Track name').optional(),
    date: eventDate.optional(),
  },
  ownEventFields,
);

const seasonInput = z.object({ season: z.number().int().min(1).optional() }).strict();
export const matchInput = z.object({ matchId: id }).strict();
/** One result: a win, draw or loss (scoring by win/draw/loss) or a placing (scoring by places), and the ruleset's stats. */
const resultFields = {
  outcome: z.enum(['win', 'draw', 'loss'], { error: 'The outcome is win, draw or loss' }).optional(),
  placing: z.number({ error: 'A placing must be a number' }).int({ error: 'A placing is a whole number' }).min(1, { error: 'Placings start at 1' }).optional(),
  stats: safeRecord(z.string().min(1).max(40), nonNegative('A stat')).default({}),
};

/** An entrant's result in a round: its team, and the vehicle or the person who entered (as the ruleset declares). */
const entrantResult = z.object({ franchiseId: id, vehicleId: id.optional(), personId: id.optional(), ...resultFields }).strict();

/** A round of a meeting (a race, a heat): each team's result and each entrant's, as the ruleset records them. */
const roundInput = z
  .object({
    teams: uniqueList(z.object({ franchiseId: id, ...resultFields }).strict(), 'team', { by: (t) => t.franchiseId, max: 32 }).default([]),
    // An entrant is its vehicle or its person (as the ruleset declares): each once a round.
    entrants: uniqueList(entrantResult, 'entrant', {
      by: (e) => (e.vehicleId !== undefined ? `vehicle ${e.vehicleId}` : `person ${e.personId}`),
      max: 256,
    }).default([]),
  })
  .strict();

/**
 * A result of a league without a campaign layer (the generic core, issue 12): per team a win, draw or loss (leagues
 * scoring by win/draw/loss) or a placing (leagues scoring by placings), and the ruleset's stats (kills, …). Every
 * team of the match once; the service checks the outcomes together (one winner, draws with no winner, …). A meeting of
 * rounds (issue 21: the races of a race meeting) gives `rounds` instead, each with its team and entrant results;
 * `teams` alone is the meeting's one round of team results, as before.
 */
const outcomeInput = z
  .object({
    matchId: id,
    teams: uniqueList(z.object({ franchiseId: id, ...resultFields }).strict(), 'team', {
      by: (t) => t.franchiseId,
      min: 2,
      minError: 'A match has at least 2 teams',
      max: 32,
    }).optional(),
    rounds: z.array(roundInput).min(1, { error: 'A meeting has at least one round' }).max(32).optional(),
    /** Manual dice: the rolls of the ruleset's after-result step, typed so far. */
    dice: typedDice,
  })
  .strict()
  .superRefine((o, ctx) => {
    if ((o.teams === undefined) === (o.rounds === undefined))
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'Give the teams’ results, or the meeting’s rounds: one of the two.' });
  });

export type OutcomeInput = z.output<typeof outcomeInput>;
export type ScheduleInput = z.output<typeof scheduleInput>;
export type GenerateInput = z.output<typeof generateInput>;
export type MoveInput = z.output<typeof moveInput>;
export type EditEventInput = z.output<typeof editInput>;

/** The fixtures a generator would add, before anything is written. */
export interface FixturePlan {
  seasonNumber: number;
  fixtures: { number: number; round: number; date: string; teams: { franchiseId: number; franchise: string; colour: string }[] }[];
  byes: { round: number; franchise: string }[];
}

/** What removing a match takes with it (`schedule.removePreview`), in words for the confirmation. */
export interface RemovalPreview {
  matchId: number;
  number: number;
  track: string;
  /** Events of play stored for its table (any ruleset's match table); they go with the match. */
  tableEvents: number;
  /** Rolls made for it; they stay in the dice log. */
  rolls: number;
  words: string;
}

/** What recording an outcome changes: the match as it would stand and the season's table after it. */
export interface OutcomePreview {
  match: MatchView;
  standings: LeagueStandings;
  /** What the ruleset's after-result step would change (nothing is written), where it has one. */
  step?: StepReport;
  /** The rolls the step would make (the same the recording makes: the league's dice from the same place). */
  rolls?: RollRecord[];
}

/** Every league's schedule, its matches and recording a result through the league core (Dethmetal's pre-match, assignments and post-match: dethmetal/matches.ts). */
export const matchChannels = {
  'schedule.list': channel<typeof seasonInput, MatchView[]>('read', seasonInput),
  'schedule.add': channel<typeof scheduleInput, MatchView>('write', scheduleInput),
  /** What `schedule.remove` would take with the match (its table's events, its rolls); nothing is written. */
  'schedule.removePreview': channel<typeof matchInput, RemovalPreview>('read', matchInput),
  /** Remove a match not yet recorded with its table, in one operation (one undo). */
  'schedule.remove': channel<typeof matchInput, MatchView[]>('write', matchInput),
  /** The fixtures `schedule.generate` would add with the same input; nothing is written. */
  'schedule.generatePreview': channel<typeof generateInput, FixturePlan>('read', generateInput),
  /** Add the generated fixtures as scheduled events, all in one operation (one undo). */
  'schedule.generate': channel<typeof generateInput, MatchView[]>('write', generateInput),
  /** Reorder: a match not yet played moves to another place; played and pre-rolled matches keep theirs. */
  'schedule.move': channel<typeof moveInput, MatchView[]>('write', moveInput),
  /** Change the event of a match not yet played: its name, date or the ruleset's own fields. */
  'schedule.edit': channel<typeof editInput, MatchView>('write', editInput),
  'match.get': channel<typeof matchInput, MatchView>('read', matchInput),
  /** A meeting round by round: each round's recorded results and its crews (issue 21, any ruleset). */
  'match.rounds': channel<typeof matchInput, MeetingRoundsView>('read', matchInput),
  /** A league without a campaign layer: what `match.recordOutcome` would record and the table after it; nothing is written. */
  'match.previewOutcome': channel<typeof outcomeInput, OutcomePreview>('read', outcomeInput),
  /** A league without a campaign layer: record every team's outcome and stats in one operation (one undo). */
  'match.recordOutcome': channel<typeof outcomeInput, MatchView>('write', outcomeInput),
};
