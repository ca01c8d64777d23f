import type { RuleTable } from '../../ruleset';
import { SECTION } from '../sections';
import { CREW, ELIMINATING_COMPONENTS, INTERNAL_HIT_LOCATION, RANGE_BANDS, REACTION_FIRE_MODIFIER, TO_HIT_GROUPS } from './combat';
import { DROPPED_WEAPONS, OIL_MODIFIERS, OIL_SKID, OIL_SPINOUT_ON, SMOKE_DISSIPATES_ON } from './dropped';
import { RAM_DAMAGE_TABLE, RAM_MODIFIERS, SIDESWIPE_PUSH } from './ram';
import { WEAPONS } from './weapons';

export * from './combat';
export * from './dropped';
export * from './ram';
export * from './weapons';

type RulesetTable = RuleTable & { rows: readonly unknown[] };

/** Every table the transcription prints, in its order, for the rules reference and the table tests. */
export const RACECOMBAT_TABLES: readonly RulesetTable[] = [
  { id: 'range', section: SECTION.range, rows: RANGE_BANDS },
  { id: 'to-hit', section: SECTION.toHit, rows: TO_HIT_GROUPS },
  { id: 'weapons', section: SECTION.body, rows: WEAPONS },
  { id: 'internal-hit-location', section: SECTION.hitLocation, rows: INTERNAL_HIT_LOCATION },
  { id: 'crew', section: SECTION.crew, rows: [CREW] },
  { id: 'elimination', section: SECTION.elimination, rows: [{ components: ELIMINATING_COMPONENTS, orDriverDead: true }] },
  { id: 'reaction-fire', section: SECTION.reaction, rows: [{ modifier: REACTION_FIRE_MODIFIER }] },
  { id: 'dropped-weapons', section: SECTION.dropped, rows: DROPPED_WEAPONS },
  { id: 'oil-modifiers', section: SECTION.oil, rows: OIL_MODIFIERS },
  { id: 'oil-skid', section: SECTION.oil, rows: OIL_SKID },
  { id: 'oil-spinout', section: SECTION.oil, rows: [OIL_SPINOUT_ON] },
  { id: 'smoke', section: SECTION.smoke, rows: [{ dissipatesOn: SMOKE_DISSIPATES_ON }] },
  { id: 'ram-modifiers', section: SECTION.ramming, rows: RAM_MODIFIERS },
  { id: 'ram-damage', section: SECTION.ramDamage, rows: RAM_DAMAGE_TABLE },
  { id: 'sideswipe-push', section: SECTION.sideswipe, rows: [SIDESWIPE_PUSH] },
];
