/**
 * What a ruleset has, declared once as pure data (issue 21), as a Foundry VTT system declares its document types in
 * its system.json and a BSData catalogue states its rules as validated data: its kinds of vehicles and people and
 * their words, who sits where (slots), the stats its results record, its standings defaults, its screens and the
 * parts of core screens it brings, its print kinds, its CLI command names and its channel names.
 *
 * The declaration lives in `engine/<id>/declaration.ts` and is checked by `declarationSchema` when the engine's
 * registry loads. Each process then checks its own registrations against it (a sheet per print kind in main, a
 * component per screen in the renderer, a channel per declared name in the contract, a command per declared command
 * in the CLI): a layer that lacks what the declaration promises, or has what it does not declare, fails at
 * registration with an error naming both. The core's enumerations (screen ids, Season and Match tabs, print kinds,
 * career event kinds) are the union of what the registered rulesets declare, not lists in core files.
 */
import { z } from 'zod';
import { tieBreakerSchema } from './core/standingsConfig';

/** An id a declaration names things by: a route segment, a print kind, a stat key (letters, digits, dashes). */
const name = (what: string) =>
  z.string({ error: `${what} is required` }).regex(/^[a-z][a-zA-Z0-9-]*$/, { error: `${what} is a lower-case word (letters, digits and dashes), e.g. “car”` });

const label = z.string().trim().min(1, { error: 'A label is required' }).max(60);

/** What the screens and the CLI call one thing and several ("franchise"/"franchises", "car"/"cars"). */
const words = z.object({ one: label, many: label }).strict();

/** A kind of vehicle (car, bike, warcar) or of person (driver, gunner, crew, character), with its words. */
const kindSchema = z.object({ kind: name('A kind'), one: label, many: label }).strict();

/**
 * The capabilities a screen or a tab needs, as data: each named field must match the league's ruleset's
 * capabilities (`people` one of the listed values). `{ money: true }`: only a ruleset with money.
 */
const gateSchema = z
  .object({
    people: z.array(z.string().min(1)).min(1).optional(),
    money: z.boolean().optional(),
    /** The ruleset's season-end step: none, run by the core's season close, or its own (Dethmetal's Season end tab). */
    seasonEnd: z.enum(['none', 'core', 'own']).optional(),
    assistant: z.boolean().optional(),
    calculators: z.boolean().optional(),
  })
  .strict();
export type CapabilityGate = z.infer<typeof gateSchema>;

/** Who sits where: `min` to `max` people of a kind in each vehicle of a kind (a driver per car, up to two gunners). */
const slotSchema = z
  .object({
    id: name('A slot'),
    label,
    vehicle: name('A slot’s vehicle kind'),
    person: name('A slot’s person kind'),
    min: z.number().int().min(0),
    max: z.number().int().min(1),
  })
  .strict()
  .refine((s) => s.min <= s.max, { error: 'A slot’s min is at most its max', path: ['min'] });

/**
 * A stat a result records per team or entrant (kills, people out of action), its label, and which way is better. Any
 * declared stat may break ties (`{ stat: key }` in a table's tie-breakers, in this direction); `breaker` words that
 * breaker where the stat's label alone would not (“Fewer out of action”); without it: the label, “More kills over the
 * period.”
 */
const statSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A stat key is a camelCase word, e.g. “kills”' }),
    label,
    better: z.enum(['more', 'less']),
    breaker: z
      .object({ label, help: z.string().trim().min(1).max(200) })
      .strict()
      .optional(),
  })
  .strict();

const scoringSchema = z.discriminatedUnion('kind', [
  // `out`: what an entrant out of a round scores, for a ruleset declaring `results.out` (its place's points or none).
  z.object({ kind: z.literal('placings'), points: z.array(z.number().int()).min(1), out: z.enum(['no-points', 'classified']).optional() }).strict(),
  z.object({ kind: z.literal('wdl'), win: z.number().int(), draw: z.number().int(), loss: z.number().int() }).strict(),
  z.object({ kind: z.literal('ruleset') }).strict(),
]);

/** A screen of the navigation, in order: the core's League, Match and Season, or one of the ruleset's own. */
const screenSchema = z.object({ id: name('A screen id'), label, hint: z.string().trim().min(1).max(80), needs: gateSchema.optional() }).strict();

/** A tab of a core screen only some rulesets have (`#/season/finances`): at position `at` of the route's rest. */
const partSchema = z.object({ screen: name('A part’s screen'), at: z.number().int().min(0), part: name('A part'), label, needs: gateSchema }).strict();

/**
 * A print kind: its word (`car`), its label, and the id it prints by (`by`: the request's key, `vehicleId`, and what
 * that id names, `car`), which `league print KIND FILE --id N` fills; a kind without `by` prints with no id.
 */
const printKindSchema = z
  .object({
    kind: name('A print kind'),
    label,
    by: z
      .object({ id: name('The id a print kind reads'), what: label })
      .strict()
      .optional(),
  })
  .strict();

/** A channel name: `area.verb` (`roster.hire`, `dwTable.act`). */
const channelName = z.string().regex(/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/, { error: 'A channel name is area.verb, e.g. “roster.hire”' });

/** The names a list holds more than once (each again after its first). */
const repeated = (names: readonly string[]) => names.filter((n, i) => names.indexOf(n) !== i);

/** A table's defaults: points per outcome or per place (a points-per-place table: 10-8-6-5-4-3-2-1), then its tie-breakers. */
const tableSchema = z.object({ scoring: scoringSchema, tieBreakers: z.array(tieBreakerSchema) }).strict();

/**
 * A meeting's results (issue 21): what a round is called (race, heat, round) and how many a meeting holds (`fixed`, or
 * chosen per meeting between `min` and `max`); who enters a round (the team itself, or each of its vehicles or people
 * of a kind); where the teams' points come from (the team's own result per round, or the sum of its entrants' points
 * per place: a constructors' championship); and the entrants' championship, if it keeps one.
 */
const resultsSchema = z
  .object({
    round: words,
    rounds: z.union([
      z.object({ fixed: z.number().int().min(1).max(32) }).strict(),
      z.object({ min: z.number().int().min(1), max: z.number().int().min(1).max(32) }).strict(),
    ]),
    entrant: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('team') }).strict(),
      z.object({ kind: z.literal('vehicle'), of: name('An entrant’s vehicle kind') }).strict(),
      z.object({ kind: z.literal('person'), of: name('An entrant’s person kind') }).strict(),
    ]),
    teamsFrom: z.enum(['teams', 'entrants']),
    entrants: tableSchema.nullable(),
    /**
     * How many teams one meeting may have, where the rules say (Battlecars: 2 to 4 players); left out, the core's
     * bounds (1 to 32 listed; fixtures of 2 or more). The schedule refuses a meeting outside it, in the ruleset's words.
     */
    teams: z
      .object({ min: z.number().int().min(1).max(32), max: z.number().int().min(1).max(32) })
      .strict()
      .optional(),
    /**
     * Who was out of a round (eliminated cars): an entrant whose declared stat `stat` is above 0 in a round. The result
     * places it after every entrant not out, and those out in the order they went out, `when` (declared stats, read in
     * turn: a higher value is later, and later goes first); the tables score it as their scoring's `out` says.
     */
    out: z
      .object({ stat: z.string().min(1), when: z.array(z.string().min(1)).max(4) })
      .strict()
      .optional(),
  })
  .strict();
export type ResultsDeclaration = z.infer<typeof resultsSchema>;

/** What a ruleset that says nothing of its results has: one round a meeting, the teams enter it, one table of teams. */
export const ONE_ROUND_OF_TEAMS: ResultsDeclaration = {
  round: { one: 'round', many: 'rounds' },
  rounds: { fixed: 1 },
  entrant: { kind: 'team' },
  teamsFrom: 'teams',
  entrants: null,
};

export const declarationSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9]*$/, { error: 'A ruleset id is lower-case letters and digits, e.g. “dirtywheels”' }),
    /** What its screens call a team (the core's `franchises` row). */
    team: words,
    vehicles: z.array(kindSchema).min(1, { error: 'A ruleset has at least one kind of vehicle' }),
    people: z.array(kindSchema),
    slots: z.array(slotSchema),
    stats: z.array(statSchema),
    /** Its default teams' standings (points and tie-breakers), or null: a ruleset without a teams' table. */
    standings: tableSchema.nullable(),
    /** Its meetings' rounds, who enters them and the entrants' championship (absent: one round of teams). */
    results: resultsSchema.default(ONE_ROUND_OF_TEAMS),
    /** The navigation in its order. */
    screens: z.array(screenSchema).min(1),
    /** Tabs of core screens only it (or some rulesets) has. */
    parts: z.array(partSchema),
    print: z.object({ kinds: z.array(printKindSchema), otherwise: z.string().min(1).optional() }).strict(),
    /** Its `league` commands of its own, and its sub-commands of the core's groups (`league match show`). */
    cli: z
      .object({ commands: z.array(name('A command')), groupSubs: z.array(z.object({ group: name('A group'), subs: z.array(name('A sub-command')) }).strict()) })
      .strict(),
    /** Every channel of the contract tagged with it. */
    channels: z.array(channelName),
    /** The kinds of career event it writes besides the core's (a kill, being destroyed). */
    careerEvents: z.array(z.object({ kind: name('A career event kind'), label }).strict()),
  })
  .strict()
  .superRefine((d, ctx) => {
    // Each list whose names must be distinct: what a name is, where the list sits, and the names it holds.
    const lists: [what: string, path: string, names: string[]][] = [
      ['vehicle kind', 'vehicles', d.vehicles.map((k) => k.kind)],
      ['person kind', 'people', d.people.map((k) => k.kind)],
      ['slot', 'slots', d.slots.map((s) => s.id)],
      ['stat', 'stats', d.stats.map((s) => s.key)],
      ['screen', 'screens', d.screens.map((s) => s.id)],
      ['part', 'parts', d.parts.map((p) => `${p.screen}/${p.part}`)],
      ['print kind', 'print', d.print.kinds.map((k) => k.kind)],
      ['command', 'cli', d.cli.commands],
      ['channel', 'channels', d.channels],
      ['career event kind', 'careerEvents', d.careerEvents.map((k) => k.kind)],
    ];
    for (const [what, path, names] of lists) {
      for (const n of repeated(names)) ctx.addIssue({ code: 'custom', path: [path], message: `${d.id} declares the ${what} “${n}” twice` });
    }
    const vehicleKinds = new Set(d.vehicles.map((k) => k.kind));
    const personKinds = new Set(d.people.map((k) => k.kind));
    d.slots.forEach((s, i) => {
      if (!vehicleKinds.has(s.vehicle))
        ctx.addIssue({
          code: 'custom',
          path: ['slots', i, 'vehicle'],
          message: `${d.id}'s slot “${s.id}” names the vehicle kind “${s.vehicle}”, which it does not declare`,
        });
      if (!personKinds.has(s.person))
        ctx.addIssue({
          code: 'custom',
          path: ['slots', i, 'person'],
          message: `${d.id}'s slot “${s.id}” names the person kind “${s.person}”, which it does not declare`,
        });
    });
    const screens = new Set(d.screens.map((s) => s.id));
    d.parts.forEach((p, i) => {
      if (!screens.has(p.screen))
        ctx.addIssue({
          code: 'custom',
          path: ['parts', i, 'screen'],
          message: `${d.id}'s part “${p.part}” is on the ${p.screen} screen, which it does not list`,
        });
    });
    // A stat tie-breaker names a declared stat, in its declared direction.
    const tables = [
      ['standings', d.standings],
      ['results.entrants', d.results.entrants],
    ] as const;
    for (const [path, table] of tables)
      table?.tieBreakers.forEach((b, i) => {
        if (typeof b === 'string') return;
        const stat = d.stats.find((s) => s.key === b.stat);
        if (!stat)
          ctx.addIssue({
            code: 'custom',
            path: [...path.split('.'), 'tieBreakers', i],
            message: `${d.id}'s tie-breaker on “${b.stat}” names no stat it declares`,
          });
        else if ((b.better ?? 'more') !== stat.better)
          ctx.addIssue({
            code: 'custom',
            path: [...path.split('.'), 'tieBreakers', i],
            message: `${d.id}'s tie-breaker on “${b.stat}” ranks ${b.better ?? 'more'} first, but the stat declares ${stat.better} is better`,
          });
      });
    const entrant = d.results.entrant;
    if (entrant.kind !== 'team' && !(entrant.kind === 'vehicle' ? vehicleKinds : personKinds).has(entrant.of))
      ctx.addIssue({
        code: 'custom',
        path: ['results', 'entrant', 'of'],
        message: `${d.id}'s entrants are ${entrant.kind}s of the kind “${entrant.of}”, which it does not declare`,
      });
    if (entrant.kind === 'team' && (d.results.entrants || d.results.teamsFrom === 'entrants'))
      ctx.addIssue({
        code: 'custom',
        path: ['results', 'entrant'],
        message: `${d.id} keeps an entrants' table, so its entrants are vehicles or people, not the team`,
      });
    if ('min' in d.results.rounds && d.results.rounds.min > d.results.rounds.max)
      ctx.addIssue({ code: 'custom', path: ['results', 'rounds', 'min'], message: 'A meeting’s fewest rounds are at most its most' });
    const out = d.results.out;
    if (out)
      [out.stat, ...out.when].forEach((key, i) => {
        if (!d.stats.some((s) => s.key === key))
          ctx.addIssue({
            code: 'custom',
            path: ['results', 'out', ...(i === 0 ? ['stat'] : ['when', i - 1])],
            message: `${d.id}'s eliminated entrants are told by the stat “${key}”, which it does not declare`,
          });
      });
    if (out && entrant.kind === 'team')
      ctx.addIssue({
        code: 'custom',
        path: ['results', 'out'],
        message: `${d.id} records eliminated entrants, so its entrants are vehicles or people, not the team`,
      });
    if (d.results.teams && d.results.teams.min > d.results.teams.max)
      ctx.addIssue({ code: 'custom', path: ['results', 'teams', 'min'], message: 'A meeting’s fewest teams are at most its most' });
  });

/** A declaration as a ruleset writes it: `results` may be left out (one round of teams); the registry's checked copy has it. */
export type RulesetDeclaration = Omit<z.infer<typeof declarationSchema>, 'results'> & { results?: ResultsDeclaration };

/** A declaration's results, or one round of teams where it says nothing. */
export function resultsOf(d: Pick<RulesetDeclaration, 'results'>): ResultsDeclaration {
  return d.results ?? ONE_ROUND_OF_TEAMS;
}

/** The career event kinds the core writes for any ruleset on its careers: each game a person played. */
export const CORE_CAREER_EVENTS: readonly string[] = ['win', 'draw', 'loss'];

/** The screens every ruleset's navigation may list without a component of its own: the core draws them. */
export const CORE_SCREENS: readonly string[] = ['league', 'match', 'season'];

/** The declaration checked, or an error naming the ruleset and every problem with its path. */
export function checkDeclaration(raw: unknown): z.infer<typeof declarationSchema> {
  const parsed = declarationSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String((raw as { id: unknown }).id) : '(no id)';
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(declaration)'}: ${i.message}`);
  throw new Error(`The declaration of the ruleset “${id}” is not valid: ${problems.join('; ')}.`);
}

/** Whether a ruleset with these capabilities meets a gate (a screen's or a tab's `needs`). */
export function meetsGate(
  gate: CapabilityGate | undefined,
  caps: { people: string; money: boolean; steps: { seasonEnd: string }; assistant: boolean; calculators: boolean },
): boolean {
  if (!gate) return true;
  if (gate.people && !gate.people.includes(caps.people)) return false;
  if (gate.seasonEnd !== undefined && gate.seasonEnd !== caps.steps.seasonEnd) return false;
  return (['money', 'assistant', 'calculators'] as const).every((k) => gate[k] === undefined || gate[k] === caps[k]);
}
