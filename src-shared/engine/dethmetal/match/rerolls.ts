import type { RerollOption } from '../../dice';
import type { TalentName } from '../names';
import { SECTION } from './sections';

/** The kinds of roll a re-roll talent can apply to. */
export type RerollContext = 'driver-option' | 'driving' | 'toughness' | 'hit' | 'penetration' | 'damage' | 'destroyed-vehicle';
/** How often the source may be used: resolvers drop a 'turn' or 'heat' source from their pool once it is used. */
export type RerollScope = 'unlimited' | 'turn' | 'heat';

export interface ScopedReroll extends RerollOption {
  per: RerollScope;
  covers: readonly RerollContext[];
}

/**
 * Part I talents that re-roll a failure. Pro's "any one failed skill check" is read as any driving, toughness or
 * gunnery (hit) check; Adept's "any failed driver check" as any driving check, option checks included.
 */
export const TALENT_REROLLS = [
  { talent: 'Smooth Driver', per: 'unlimited', covers: ['driver-option'], rule: `${SECTION.drivingTalents} › Smooth Driver` },
  { talent: 'Crack shot', per: 'turn', covers: ['penetration', 'damage'], rule: `${SECTION.gunneryTalents} › Crack shot` },
  { talent: 'Marksman', per: 'heat', covers: ['hit'], rule: `${SECTION.gunneryTalents} › Marksman` },
  { talent: 'Adept', per: 'heat', covers: ['driver-option', 'driving'], rule: `${SECTION.drivingTalents} › Adept` },
  { talent: 'Pro', per: 'heat', covers: ['driver-option', 'driving', 'toughness', 'hit'], rule: `${SECTION.generalTalents} › Pro` },
  { talent: 'Bail-Out!', per: 'unlimited', covers: ['destroyed-vehicle'], rule: `${SECTION.generalTalents} › Bail-Out!` },
] as const satisfies readonly { talent: TalentName; per: RerollScope; covers: readonly RerollContext[]; rule: string }[];

const SCOPE_ORDER: Record<RerollScope, number> = { unlimited: 0, turn: 1, heat: 2 };

/**
 * The re-rolls a competitor's talents still offer, cheapest first (unlimited, then once-per-turn, then
 * once-per-heat), so a resolver spends the least precious one. `used` names sources already spent.
 */
export function talentRerolls(talents: readonly TalentName[], used: { heat: readonly string[]; turn: readonly string[] }): ScopedReroll[] {
  return TALENT_REROLLS.filter((t) => talents.includes(t.talent))
    .filter((t) => !(t.per === 'heat' && used.heat.includes(t.talent)) && !(t.per === 'turn' && used.turn.includes(t.talent)))
    .map((t) => ({ source: t.talent, per: t.per, covers: t.covers }))
    .sort((a, b) => SCOPE_ORDER[a.per] - SCOPE_ORDER[b.per]);
}

export function rerollsFor(pool: readonly ScopedReroll[], context: RerollContext): ScopedReroll[] {
  return pool.filter((r) => r.covers.includes(context));
}

/**
 * Tracks a re-roll pool through a resolver that makes several rolls: a used 'turn' or 'heat' source leaves the pool,
 * and every source used is reported so the caller can mark it spent.
 */
export class RerollPool {
  private pool: ScopedReroll[];
  readonly used: string[] = [];
  constructor(pool: readonly ScopedReroll[]) {
    this.pool = [...pool];
  }
  for(context: RerollContext): ScopedReroll[] {
    return rerollsFor(this.pool, context);
  }
  spend(source: string | undefined): void {
    if (source === undefined) return;
    this.used.push(source);
    this.pool = this.pool.filter((r) => r.source !== source || r.per === 'unlimited');
  }
}
