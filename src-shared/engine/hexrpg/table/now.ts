/**
 * The hex RPG table between two events: each character's and vehicle's sheet as the session started and their live
 * cards (HP, status, seat, criticals with what is left of them, fatigue, dying minutes, a hold; a vehicle's HP, fuel,
 * speed lost, stall, leak, criticals), the turn; and the session's outcome as the core records it (gaps.md #19: no
 * winner; each gang's characters who survived and its kills, each character's kills and death for his career).
 */
import { type CharacterCondition, deriveVehicle, type VehicleCondition } from '../design';
import { DAYS_PER_UNIT, type PersonCritical, type VehicleCritical } from '../tables/criticals';
import { SECTION, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import type { HxEvent, HxStartPerson, HxStartVehicle, LivePerson, LiveVehicle } from './schema';

export interface HxTableNow {
  /** Every gang of the session, in order. */
  gangs: number[];
  people: Map<number, HxStartPerson>;
  vehicles: Map<number, HxStartVehicle>;
  livePeople: Map<number, LivePerson>;
  liveVehicles: Map<number, LiveVehicle>;
  turn: number;
  /** Intents resolved so far. */
  acts: number;
}

export function freshPerson(p: HxStartPerson): LivePerson {
  return {
    personId: p.personId,
    hp: p.hp,
    status: p.hp === 0 ? 'unconscious' : 'up',
    in: p.in,
    seat: p.seat,
    criticals: [],
    exertion: 0,
    fatiguePenalty: 0,
    downTurns: 0,
    dyingMinutes: null,
    heldBy: null,
    killedBy: null,
  };
}

export function freshVehicle(v: HxStartVehicle, settings: Pick<HexrpgSettings, 'vehicleStats'>): LiveVehicle {
  const d = deriveVehicle(v.vehicle, settings);
  return {
    vehicleId: v.vehicleId,
    hp: v.hp,
    fuel: d.fuel,
    speedLoss: 0,
    stallTurns: 0,
    leakPerTurn: 0,
    exposed: false,
    controlEachTurn: false,
    criticals: [],
    wrecked: v.hp === 0,
  };
}

/** The table before any intent: every card fresh, everyone where the line-up seated him. */
export function freshTable(start: Extract<HxEvent, { t: 'start' }>, settings: Pick<HexrpgSettings, 'vehicleStats'>): HxTableNow {
  return {
    gangs: [...start.gangs],
    people: new Map(start.people.map((p) => [p.personId, p])),
    vehicles: new Map(start.vehicles.map((v) => [v.vehicleId, v])),
    livePeople: new Map(start.people.map((p) => [p.personId, freshPerson(p)])),
    liveVehicles: new Map(start.vehicles.map((v) => [v.vehicleId, freshVehicle(v, settings)])),
    turn: 1,
    acts: 0,
  };
}

/** One event folded in: an act replaces what it touched, whole. */
export function reduceTable(now: HxTableNow, e: HxEvent, settings: Pick<HexrpgSettings, 'vehicleStats'>): HxTableNow {
  if (e.t === 'start') return freshTable(e, settings);
  const livePeople = new Map(now.livePeople);
  for (const p of e.after.people) livePeople.set(p.personId, p);
  const liveVehicles = new Map(now.liveVehicles);
  for (const v of e.after.vehicles) liveVehicles.set(v.vehicleId, v);
  return { ...now, livePeople, liveVehicles, turn: e.after.turn, acts: now.acts + 1 };
}

export interface GangOutcome {
  franchiseId: number;
  /** Its characters not dead. */
  survived: number;
  /** Characters of other gangs its characters killed. */
  kills: number;
}

export interface PersonOutcome {
  personId: number;
  franchiseId: number;
  kills: number;
  died: boolean;
}

export interface SessionOutcome {
  gangs: GangOutcome[];
  people: PersonOutcome[];
  rule: string;
}

export const OUTCOME_RULE = withGap(SECTION.league, 32);

/** The session's outcome as it stands: who survived, who killed whom (a gang's own dead are no one's kill). */
export function sessionOutcome(now: HxTableNow): SessionOutcome {
  const gangOf = (personId: number) => now.people.get(personId)!.franchiseId;
  const people = [...now.people.values()].map((p): PersonOutcome => {
    const kills = [...now.livePeople.values()].filter(
      (o) => o.status === 'dead' && o.killedBy?.person === p.personId && gangOf(o.personId) !== p.franchiseId,
    ).length;
    return { personId: p.personId, franchiseId: p.franchiseId, kills, died: now.livePeople.get(p.personId)!.status === 'dead' };
  });
  const gangs = now.gangs.map((f) => ({
    franchiseId: f,
    survived: people.filter((p) => p.franchiseId === f && !p.died).length,
    kills: people.filter((p) => p.franchiseId === f).reduce((s, p) => s + p.kills, 0),
  }));
  return { gangs, people, rule: OUTCOME_RULE };
}

/**
 * What the session leaves on each character and vehicle, as their condition carried between sessions (design.ts):
 * hit points lost, dead, the criticals with a longevity (days left; null permanent) added to those it came with; a
 * vehicle's loss in this battle (for the 75% field limit), destroyed when it no longer works, its new criticals. What
 * the recording writes and the recovery between sessions heals and repairs.
 */
export function sessionConditions(
  now: HxTableNow,
  settings: Pick<HexrpgSettings, 'vehicleStats'>,
): { people: { personId: number; condition: CharacterCondition }[]; vehicles: { vehicleId: number; condition: VehicleCondition }[] } {
  const people = [...now.people.values()].map((s) => {
    const live = now.livePeople.get(s.personId)!;
    const added = live.criticals.flatMap((c) => {
      if (c.unit === null) return [];
      const daysLeft = c.unit === 'permanent' || c.left === null ? null : c.left * DAYS_PER_UNIT[c.unit];
      return [{ effect: c.effect as PersonCritical, daysLeft }];
    });
    return {
      personId: s.personId,
      condition: {
        ...s.character.condition,
        damage: Math.max(0, s.character.musc - live.hp),
        dead: live.status === 'dead',
        criticals: [...s.character.condition.criticals, ...added],
      },
    };
  });
  const vehicles = [...now.vehicles.values()].map((s) => {
    const live = now.liveVehicles.get(s.vehicleId)!;
    const max = deriveVehicle(s.vehicle, settings).hp;
    return {
      vehicleId: s.vehicleId,
      condition: {
        ...s.vehicle.condition,
        damage: Math.max(0, max - live.hp),
        battleLoss: Math.max(0, s.hp - live.hp),
        fieldRepaired: 0,
        destroyed: live.wrecked,
        criticals: [...s.vehicle.condition.criticals, ...live.criticals.map((c) => ({ effect: c.effect as VehicleCritical, worked: 0 }))],
      },
    };
  });
  return { people, vehicles };
}
