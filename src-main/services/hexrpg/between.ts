/**
 * The hex RPG's recovery between sessions (3e, Recovering damage; issue 26), an after-result step of its own
 * (`StepMode` `after`): the core records a session (match.recordOutcome); then the organizer says how many days pass,
 * and every gang's characters heal (1 HP a day, a medic's cures, 4 a day at most), its vehicles are repaired by its
 * mechanic (12 × level HP a successful hour with proper tools, 45/25/15 HP a day per warcar/car/bike, 75% of a battle's
 * loss outside a garage) and critical hits run out (a person's by its duration) or are repaired (a vehicle's by the
 * mechanic's level and roll). The rules are the engine's (engine/hexrpg between.ts); this reads and writes the
 * characters' and vehicles' condition in the league file, in one operation with the league's dice (preview: rolled
 * back). Permanent effects (a permanent critical, death, an explosion) carry over untouched.
 */
import {
  type Character,
  characterSchema,
  deriveVehicle,
  type HexrpgSettings,
  heal,
  type RollRecord,
  repair,
  repairCritical,
  type Vehicle,
  vehicleSchema,
} from '../../../src-shared/engine/hexrpg';
import type { RecoverInput, RecoveryLine, RecoveryReport } from '../../../src-shared/ipc/channels/hexrpg/between';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { type OwnStepResult, runOwnStep } from '../league/betweenMatch';
import { currentJournalId } from '../operation';
import type { CampaignContext } from '../league/rolling';
import type { BetweenMatchStep, StepAt, StepWords } from '../rulesetHooks';
import { readLeagueSettings } from '../settings';
import { hxSessionConditions } from './table';

type Input = Omit<RecoverInput, 'gangs' | 'preview'> & {
  days: number;
  preview: boolean;
  gangs: { franchiseId: number; medicId?: number | null; mechanicId?: number | null; tools: 'proper' | 'some' | 'excellent'; inGarage: boolean }[];
};

interface Person {
  id: number;
  franchiseId: number;
  name: string;
  c: Character;
}
interface Car {
  id: number;
  franchiseId: number;
  name: string;
  v: Vehicle;
}

const CRITICAL_WORDS: Record<string, string> = {
  deaf: 'deafness',
  weapon: 'weapon',
  arm: 'arm',
  leg: 'leg',
  blind: 'blindness',
  unconscious: 'unconsciousness',
  'zero-hp': '0 hit points',
  'person-hit': 'exposed occupant',
  speed: 'speed loss',
  stall: 'stall',
  brakes: 'brakes',
  'fuel-leak': 'fuel leak',
  control: 'control',
  'lose-hp': 'lost hit points',
  steering: 'steering',
  dies: 'dead engine',
  explodes: 'explosion',
};
const word = (effect: string) => CRITICAL_WORDS[effect] ?? effect;
const days = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} day${n === 1 ? '' : 's'}`;

function people(conn: LeagueConnection): Person[] {
  const rows = conn.sqlite
    .prepare(`SELECT id, franchise_id AS franchiseId, name, record FROM competitors WHERE franchise_id IS NOT NULL AND status = 'active' ORDER BY id`)
    .all() as { id: number; franchiseId: number; name: string; record: string }[];
  return rows.map((r) => ({ id: r.id, franchiseId: r.franchiseId, name: r.name, c: characterSchema.parse(JSON.parse(r.record)) }));
}

function cars(conn: LeagueConnection): Car[] {
  const rows = conn.sqlite.prepare(`SELECT id, franchise_id AS franchiseId, name, design FROM vehicles WHERE status = 'active' ORDER BY id`).all() as {
    id: number;
    franchiseId: number;
    name: string;
    design: string;
  }[];
  return rows.map((r) => ({ id: r.id, franchiseId: r.franchiseId, name: r.name, v: vehicleSchema.parse(JSON.parse(r.design)) }));
}

const teams = (conn: LeagueConnection) =>
  new Map((conn.sqlite.prepare('SELECT id, name FROM franchises ORDER BY id').all() as { id: number; name: string }[]).map((t) => [t.id, t.name]));

/** The gang's best at a skill who can work (alive, at 1 HP or more): the lowest id on a tie; null without one. */
function best(gang: Person[], skill: 'medical' | 'mechanic'): Person | null {
  const able = gang.filter((p) => !p.c.condition.dead && p.c.skills[skill] > 0 && p.c.condition.damage < p.c.musc);
  return able.reduce<Person | null>((b, p) => (!b || p.c.skills[skill] > b.c.skills[skill] ? p : b), null);
}

/** The named character, checked: a living character of that gang with the skill; every problem at its input path. */
function named(gang: Person[], id: number, skill: 'medical' | 'mechanic', path: (string | number)[], team: string): Person {
  const p = gang.find((x) => x.id === id);
  const what = skill === 'medical' ? 'medic' : 'mechanic';
  const fail = (message: string) => {
    throw ServiceError.validation(message, [{ path, message }]);
  };
  if (!p) return fail(`Character ${id} is not one of ${team}'s.`);
  if (p.c.condition.dead) return fail(`${p.name} is dead: he cannot be ${team}'s ${what}.`);
  if (p.c.skills[skill] < 1) return fail(`${p.name} has no ${skill} skill: ${team}'s ${what} needs one (3e, Recovering damage).`);
  return p;
}

const rollWords = (rolls: readonly RollRecord[]) => rolls.map((r) => ({ purpose: r.purpose, notation: r.notation, result: r.value }));

function recoverCharacter(dice: CampaignContext['dice'], p: Person, medic: Person | null, n: number, settings: HexrpgSettings, team: string) {
  const c = p.c;
  const before = c.musc - c.condition.damage;
  // A medic does not treat himself (the text has a medic treat patients): his own wounds heal naturally.
  const treating = medic && medic.id !== p.id ? medic : null;
  const healed = heal(dice, { hp: before, maxHp: c.musc, days: n, dead: c.condition.dead, medicLevel: treating?.c.skills.medical ?? 0 }, settings);
  const recovered: string[] = [];
  const left: string[] = [];
  // A critical's duration runs out day by day (3e, Critical hits › Longevity); a dead character's stay as they were.
  const criticals = c.condition.criticals.flatMap((k) => {
    if (k.daysLeft === null || c.condition.dead) {
      left.push(`${word(k.effect)} (${k.daysLeft === null ? 'permanent' : `${days(k.daysLeft)} left`})`);
      return [k];
    }
    const rest = Math.max(0, k.daysLeft - n);
    if (rest === 0) {
      recovered.push(word(k.effect));
      return [];
    }
    left.push(`${word(k.effect)} (${days(rest)} left)`);
    return [{ ...k, daysLeft: rest }];
  });
  const next: Character = { ...c, condition: { ...c.condition, damage: c.musc - healed.hp, criticals } };
  const line: RecoveryLine = {
    kind: 'character',
    id: p.id,
    name: p.name,
    franchiseId: p.franchiseId,
    team,
    hp: { before, after: healed.hp, max: c.musc },
    by: treating?.name ?? null,
    recovered,
    left,
    days: healed.days.map((d) => d.words),
    text: c.condition.dead
      ? `${p.name} is dead: nothing heals`
      : `${p.name}: ${healed.text}${treating ? ` (treated by ${treating.name})` : ''}${recovered.length ? `; recovered from ${recovered.join(', ')}` : ''}`,
  };
  return { next, line, rolls: healed.rolls };
}

function recoverVehicle(
  dice: CampaignContext['dice'],
  car: Car,
  care: Input['gangs'][number],
  mechanic: Person | null,
  n: number,
  settings: HexrpgSettings,
  team: string,
) {
  const v = car.v;
  const max = deriveVehicle(v, settings).hp;
  const before = Math.max(0, max - v.condition.damage);
  const rolls: RollRecord[] = [];
  const recovered: string[] = [];
  const left: string[] = [];
  const base = { kind: 'vehicle' as const, id: car.id, name: car.name, franchiseId: car.franchiseId, team, by: mechanic?.name ?? null };
  if (v.condition.destroyed)
    return {
      next: v,
      rolls,
      line: {
        ...base,
        hp: { before, after: before, max },
        recovered,
        left,
        days: [],
        text: `${car.name} is destroyed: nothing is repaired`,
      } satisfies RecoveryLine,
    };
  if (!mechanic) {
    for (const k of v.condition.criticals) left.push(word(k.effect));
    const text = v.condition.damage || v.condition.criticals.length ? `${car.name}: no mechanic, nothing repaired` : `${car.name}: undamaged`;
    return { next: v, rolls, line: { ...base, hp: { before, after: before, max }, recovered, left, days: [], text } satisfies RecoveryLine };
  }
  const level = mechanic.c.skills.mechanic;
  const fixed =
    before < max
      ? repair(
          dice,
          {
            kind: v.kind,
            hp: before,
            maxHp: max,
            battleLoss: v.condition.battleLoss,
            repairedBefore: v.condition.fieldRepaired,
            inGarage: care.inGarage,
            days: n,
            mechanic: { level, tools: care.tools },
          },
          settings,
        )
      : null;
  if (fixed) rolls.push(...fixed.rolls);
  const criticals = v.condition.criticals.flatMap((k) => {
    const r = repairCritical(dice, { effect: k.effect, mechanicLevel: level, days: n, workedBefore: k.worked }, settings);
    rolls.push(...r.rolls);
    if (r.repaired) {
      recovered.push(`${word(k.effect)} (${r.text.toLowerCase()})`);
      return [];
    }
    left.push(`${word(k.effect)} (${r.text.toLowerCase()})`);
    return r.requiredDays === null ? [k] : [{ ...k, worked: r.worked }];
  });
  const after = fixed?.hp ?? before;
  const gained = after - before;
  const next: Vehicle = {
    ...v,
    condition: {
      ...v.condition,
      damage: max - after,
      // Repairs outside a garage count against the 75% of the last battle's loss; in a garage they do not.
      fieldRepaired: care.inGarage ? v.condition.fieldRepaired : v.condition.fieldRepaired + gained,
      criticals,
    },
  };
  const line: RecoveryLine = {
    ...base,
    hp: { before, after, max },
    recovered,
    left,
    days: fixed?.days.map((d) => d.words) ?? [],
    text: `${car.name}: ${fixed ? fixed.text : 'no damage to repair'} (mechanic ${mechanic.name}, level ${level}, ${care.tools} tools${care.inGarage ? ', in a garage' : ''})${recovered.length ? `; repaired ${recovered.join(', ')}` : ''}`,
  };
  return { next, line, rolls };
}

/**
 * The days after a session pass once (3e, Recovering damage: the recovery between one session and the next), so a
 * second recovery of the same session would heal and repair twice. The journal says whether it ran: a recovery of this
 * session done (not undone) before the operation now running. Undo of that recovery marks it undone, so it can run
 * again; a preview writes no journal row, so it never counts. gaps.md #33.
 */
function refuseRecoveredTwice(conn: LeagueConnection, number: number, matchId: number): void {
  const done = conn.sqlite
    .prepare(
      `SELECT created_at AS at, json_extract(input, '$.days') AS days FROM journal
        WHERE op = 'hexrpg.recover' AND state = 'done' AND json_extract(input, '$.matchId') = ? AND id < ? ORDER BY id DESC LIMIT 1`,
    )
    .get(matchId, currentJournalId(conn)) as { at: string; days: number } | undefined;
  if (!done) return;
  const when = done.at.replace('T', ' ').slice(0, 16);
  throw ServiceError.conflict(
    `Session ${number} was already recovered on ${when} UTC (${days(done.days)} after it): its healing and repairs run once. Nothing was changed; undo that recovery to run it again.`,
    [{ path: ['matchId'], message: `Session ${number} already recovered` }],
  );
}

/**
 * What a session played at the table left on each character and vehicle (its damage, deaths, a vehicle's loss in the
 * battle and its criticals: the table's `sessionConditions`, gaps.md #32), written when the core records the session,
 * in that operation, so the recovery after it starts from it. A session recorded without the table leaves every card
 * as it was. In words, one a card that changed.
 */
function sessionLeft(ctx: CampaignContext, at: StepAt): StepWords {
  if (!('matchId' in at)) return [];
  const left = hxSessionConditions(ctx.conn, at.matchId);
  if (!left) return [];
  const { conn } = ctx;
  const settings = readLeagueSettings(conn) as HexrpgSettings;
  const words: string[] = [];
  const readPerson = conn.sqlite.prepare('SELECT name, record FROM competitors WHERE id = ?');
  const writePerson = conn.sqlite.prepare('UPDATE competitors SET record = ? WHERE id = ?');
  for (const { personId, condition } of left.people) {
    const row = readPerson.get(personId) as { name: string; record: string } | undefined;
    if (!row) continue;
    const before = characterSchema.parse(JSON.parse(row.record));
    const next = characterSchema.parse({ ...before, condition });
    if (JSON.stringify(next) === JSON.stringify(before)) continue;
    writePerson.run(JSON.stringify(next), personId);
    const criticals = next.condition.criticals.length - before.condition.criticals.length;
    words.push(
      `${row.name}: ${next.condition.dead ? 'dead' : `${next.musc - next.condition.damage} of ${next.musc} HP`}${criticals > 0 ? `, ${criticals} critical hit${criticals === 1 ? '' : 's'}` : ''}`,
    );
  }
  const readCar = conn.sqlite.prepare('SELECT name, design FROM vehicles WHERE id = ?');
  const writeCar = conn.sqlite.prepare('UPDATE vehicles SET design = ?, derived = ? WHERE id = ?');
  for (const { vehicleId, condition } of left.vehicles) {
    const row = readCar.get(vehicleId) as { name: string; design: string } | undefined;
    if (!row) continue;
    const before = vehicleSchema.parse(JSON.parse(row.design));
    const next = vehicleSchema.parse({ ...before, condition });
    if (JSON.stringify(next) === JSON.stringify(before)) continue;
    const derived = deriveVehicle(next, settings);
    writeCar.run(JSON.stringify(next), JSON.stringify(derived), vehicleId);
    words.push(`${row.name}: ${next.condition.destroyed ? 'destroyed' : `${Math.max(0, derived.hp - next.condition.damage)} of ${derived.hp} HP`}`);
  }
  return words;
}

export const recoveryStep: BetweenMatchStep<Input, OwnStepResult<RecoveryReport>> = {
  label: 'Recovery between sessions',
  // No `instead`: the session is recorded by the core; this runs on it afterwards (StepMode `after`).
  own: {},
  // What the session itself left is written with its recording.
  atRecording: { label: 'What the session left', run: sessionLeft },
  run: (ctx, _at, input) => {
    const { conn } = ctx;
    const match = conn.sqlite.prepare('SELECT id, number, status FROM matches WHERE id = ?').get(input.matchId) as
      | { id: number; number: number; status: string }
      | undefined;
    if (!match) throw ServiceError.notFound('match', `There is no session ${input.matchId}.`);
    if (match.status !== 'recorded')
      throw ServiceError.conflict(`Session ${match.number} is not recorded yet: record what happened first (match.recordOutcome), then the days after it.`, [
        { path: ['matchId'], message: 'Not recorded' },
      ]);
    refuseRecoveredTwice(conn, match.number, match.id);
    const settings = readLeagueSettings(conn) as HexrpgSettings;
    const names = teams(conn);
    const everyone = people(conn);
    const vehicles = cars(conn);
    input.gangs.forEach((g, i) => {
      if (!names.has(g.franchiseId))
        throw ServiceError.validation(`There is no gang ${g.franchiseId}.`, [{ path: ['gangs', i, 'franchiseId'], message: 'No such gang' }]);
    });
    const lines: RecoveryLine[] = [];
    const rolls: RollRecord[] = [];
    const writePerson = conn.sqlite.prepare('UPDATE competitors SET record = ? WHERE id = ?');
    const writeCar = conn.sqlite.prepare('UPDATE vehicles SET design = ?, derived = ? WHERE id = ?');
    for (const [franchiseId, team] of names) {
      const gang = everyone.filter((p) => p.franchiseId === franchiseId);
      const at = input.gangs.findIndex((g) => g.franchiseId === franchiseId);
      const care = input.gangs[at] ?? { franchiseId, tools: 'proper' as const, inGarage: false };
      const pick = (key: 'medicId' | 'mechanicId', skill: 'medical' | 'mechanic') => {
        const given = care[key];
        if (given === null) return null;
        return given === undefined ? best(gang, skill) : named(gang, given, skill, ['gangs', at, key], team);
      };
      const medic = pick('medicId', 'medical');
      const mechanic = pick('mechanicId', 'mechanic');
      for (const p of gang) {
        const r = recoverCharacter(ctx.dice, p, medic, input.days, settings, team);
        rolls.push(...r.rolls);
        lines.push(r.line);
        writePerson.run(JSON.stringify(characterSchema.parse(r.next)), p.id);
      }
      for (const car of vehicles.filter((v) => v.franchiseId === franchiseId)) {
        const r = recoverVehicle(ctx.dice, car, care, mechanic, input.days, settings, team);
        rolls.push(...r.rolls);
        lines.push(r.line);
        const next = vehicleSchema.parse(r.next);
        writeCar.run(JSON.stringify(next), JSON.stringify(deriveVehicle(next, settings)), car.id);
      }
    }
    const changed = lines.filter((l) => l.hp.after !== l.hp.before || l.recovered.length);
    const summary = `Recovery: ${input.days} day${input.days === 1 ? '' : 's'} after session ${match.number}: ${
      changed.length
        ? changed.map((l) => `${l.name} ${l.hp.before}→${l.hp.after} HP${l.recovered.length ? ` (${l.recovered.length} critical over)` : ''}`).join(', ')
        : 'nothing to recover'
    }`;
    return {
      value: { preview: input.preview, matchId: input.matchId, days: input.days, lines, rolls: rollWords(rolls), summary },
      summary,
    };
  },
};

/** The days after a recorded session, as one operation (a preview rolls it back). */
export function recover(conn: LeagueConnection, input: Input): RecoveryReport {
  return runOwnStep(conn, 'hexrpg.recover', recoveryStep, input, { preview: input.preview, matchId: input.matchId }, (ctx) => ({
    matchId: input.matchId,
    seasonNumber: ctx.season.number,
  }));
}
