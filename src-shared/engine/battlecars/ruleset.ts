/**
 * The battlecars-style game as a ruleset module (../ruleset.ts): what the core reaches through the registry. A vehicle
 * is one of the league's card types (cards.ts, kept in the league's settings as `cardTypes`) with its pods and turrets
 * loaded; its driver is a name (the sheet rolls nothing for a driver: gaps.md #23). No money, no campaign, no step
 * between matches; a game is placed by the last vehicle or driver standing, with kills and wrecks (declaration.ts).
 */
import { z } from 'zod';
import type { StandingsConfig } from '../core/standings';
import { configuredStandings, leagueStandingsSchema } from '../core/standingsConfig';
import type { PersonModule, Problem, Ruleset, SheetField } from '../ruleset';
import { type CardType, withMounts } from './cards';
import { battlecarsDeclaration } from './declaration';
import { DESIGN_VERSION, designSchema, upgradeDesign, type VehicleDesign } from './design';
import { SECTION, withGap } from './sections';
import { type BattlecarsSettings, battlecarsHouseRules, battlecarsSettingsSchema, defaultBattlecarsSettings } from './settings';
import { BATTLECARS_TABLES, DRIVER_DEATH_DAMAGE } from './tables';
import { bcTableDef } from './table/def';
import type { WeaponName } from './tables/weapons';
import { LOAD_WORDS, validate as loadProblems } from './validate';

const CARDS_RULE = withGap(SECTION.cards, 4);

/** The declaration's table (placings 3-2-1-0, kills, wrecks, head-to-head, roll-off; gaps.md #23) is the default. */
const DEFAULT_STANDINGS = battlecarsDeclaration.standings as StandingsConfig;

/** The house rules, the card types, and the league's own standings over the defaults above. */
const leagueSettingsSchema = battlecarsSettingsSchema.safeExtend({
  standings: leagueStandingsSchema(DEFAULT_STANDINGS, battlecarsDeclaration.stats).optional(),
});
export type BattlecarsLeagueSettings = BattlecarsSettings & { standings?: z.infer<typeof leagueSettingsSchema>['standings'] };

/**
 * The card types are the league's data, not a switch: they are read and saved through their own channel, which
 * refuses a change that would take a loaded pod from a vehicle in use (services/battlecars/cardTypes.ts). So the
 * generic house-rule form does not offer them, and `league.updateSettings` refuses them as no house rule.
 */
export const BATTLECARS_HOUSE_RULES = battlecarsHouseRules.filter((r) => r.key !== 'cardTypes');

/** A driver: a name. The sheet has no driver generation or advancement (gaps.md #23); damage is the match's. */
export const battlecarsDriverSchema = z
  .object({ name: z.string().trim().min(1, { error: 'A driver needs a name' }).max(60, { error: 'A driver’s name is at most 60 characters' }) })
  .strict();
export type BattlecarsDriver = z.infer<typeof battlecarsDriverSchema>;

/** What a vehicle is on its card type: the card's kind and armour, and each pod and turret with what it holds. */
export interface BattlecarsDerived {
  cardType: string;
  /** Null: the league has no card type of that id (validate says so). */
  card: { name: string; kind: CardType['kind']; armour: CardType['armour'] } | null;
  mounts: { id: string; label: string; kind: 'pod' | 'turret'; facing: string | null; capacity: number; loaded: WeaponName[] }[];
  counters: number;
}

const cardOf = (settings: BattlecarsSettings, id: string): CardType | undefined => settings.cardTypes.find((c) => c.id === id);

export function deriveVehicle(design: VehicleDesign, settings: BattlecarsSettings): BattlecarsDerived {
  const card = cardOf(settings, design.cardType);
  const mounts = card
    ? [...withMounts(card).values()].map((m) => ({
        id: m.id,
        label: m.label,
        kind: m.kind,
        facing: m.kind === 'pod' ? m.facing : null,
        capacity: m.capacity,
        loaded: [...(design.loads[m.id] ?? [])],
      }))
    : [];
  return {
    cardType: design.cardType,
    card: card ? { name: card.name, kind: card.kind, armour: { ...card.armour } } : null,
    mounts,
    counters: Object.values(design.loads).reduce((n, l) => n + l.length, 0),
  };
}

/** A loading problem's code: the loading rule it breaks (LOAD_WORDS' key), or the card's own limits. */
function loadCode(message: string, path: readonly (string | number)[]): string {
  const key = (Object.keys(LOAD_WORDS) as (keyof typeof LOAD_WORDS)[]).find((k) => message.startsWith(LOAD_WORDS[k]));
  if (key) return `load.${key}`;
  return path[0] === 'cardType' ? 'card.type' : path.length === 2 ? 'card.mount' : 'card.capacity';
}

/** Every loading rule the vehicle breaks on its card type, each in the rule's words with its section. */
export function validateVehicle(design: VehicleDesign, settings: BattlecarsSettings): Problem[] {
  const card = cardOf(settings, design.cardType);
  if (!card)
    return [
      {
        path: ['cardType'],
        code: 'card.unknown',
        message: `This league has no card type “${design.cardType}”: its card types are ${settings.cardTypes.map((t) => t.id).join(', ')}.`,
        rule: CARDS_RULE,
      },
    ];
  return loadProblems(design, card).map((p) => ({
    ...p,
    code: loadCode(p.message, p.path),
    // Counters over a mount's capacity: unloading one moves toward legality.
    ...(p.path.length === 2 && p.rule === CARDS_RULE ? { measure: (design.loads[String(p.path[1])]?.length ?? 0) - capacityOf(card, String(p.path[1])) } : {}),
  }));
}

const capacityOf = (card: CardType, mountId: string): number => withMounts(card).get(mountId)?.capacity ?? 0;

const counterWords = (loaded: readonly string[]): string => {
  if (loaded.length === 0) return 'empty';
  const counts = new Map<string, number>();
  for (const w of loaded) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].map(([w, n]) => (n === 1 ? w : `${n} × ${w}`)).join(', ');
};

export function vehicleSheetFields(design: VehicleDesign, derived: BattlecarsDerived): SheetField[] {
  const a = derived.card?.armour;
  return [
    {
      label: 'Card type',
      value: derived.card ? `${derived.card.name} (${derived.card.kind})` : `${design.cardType} (not one of the league’s)`,
      rule: CARDS_RULE,
    },
    ...(a ? [{ label: 'Armour', value: `front ${a.front}, rear ${a.rear}, sides ${a.sideFront}/${a.sideCentre}/${a.sideRear}`, rule: CARDS_RULE }] : []),
    ...derived.mounts.map((m) => ({ label: m.label, value: `${counterWords(m.loaded)} (${m.loaded.length} of ${m.capacity})`, rule: SECTION.arming })),
  ];
}

const upgrade = (raw: unknown): { ok: true; design: VehicleDesign } | { ok: false; problems: Problem[] } => {
  try {
    return { ok: true, design: upgradeDesign(raw) };
  } catch (e) {
    return { ok: false, problems: [{ path: ['version'], code: 'design.version', message: (e as Error).message, rule: 'Pitwall' }] };
  }
};

export const battlecarsPerson: PersonModule<BattlecarsDriver, BattlecarsSettings> = {
  personSchema: battlecarsDriverSchema,
  newPerson: (name) => ({ name }),
  // Nothing to break: a driver is a name until the match hurts him (Damage › The driver).
  validate: () => [],
  sheetFields: (driver) => [
    { label: 'Name', value: driver.name },
    { label: 'Dies at', value: `${DRIVER_DEATH_DAMAGE} points of damage`, rule: SECTION.driver },
  ],
};

/** The battlecars-style game as a ruleset module; its declaration says what it has (declaration.ts). */
export const battlecarsRuleset: Ruleset<VehicleDesign, BattlecarsDerived, never, never, BattlecarsLeagueSettings, BattlecarsDriver> & {
  person: PersonModule<BattlecarsDriver, BattlecarsSettings>;
} = {
  id: 'battlecars',
  name: 'Battlecars',
  declaration: battlecarsDeclaration,
  summary: 'Board-game car and bike combat on a point grid: pods and turrets of weapon counters, the league’s own vehicle cards, d8s.',
  capabilities: {
    people: 'driver',
    money: false,
    steps: { afterResult: 'none', seasonEnd: 'none' },
    schedule: { eventFields: false, seasonLength: false },
    assistant: false,
    calculators: true,
    // A vehicle card (its driver on it) and a player's roster (src-main/sheets/battlecars/).
    sheets: ['vehicle', 'team'],
  },
  // Its players, match page and card types editor (src-renderer/screens/battlecars/).
  screens: true,
  tables: BATTLECARS_TABLES,
  houseRules: BATTLECARS_HOUSE_RULES,
  settingsSchema: leagueSettingsSchema as unknown as z.ZodType<BattlecarsLeagueSettings>,
  defaultSettings: defaultBattlecarsSettings,
  vehicle: {
    designSchema,
    currentDesignVersion: DESIGN_VERSION,
    upgradeDesign: upgrade,
    derive: deriveVehicle,
    validate: (design, settings) => validateVehicle(design, settings),
    sheetFields: vehicleSheetFields,
  },
  person: battlecarsPerson,
  standings: (settings) => configuredStandings(DEFAULT_STANDINGS, settings.standings),
  table: bcTableDef,
};
