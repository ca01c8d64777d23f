/**
 * The hex RPG table as text: each gang's characters (HP boxes of MUSC, status, seat, criticals with what is left of
 * them, fatigue, a hold) and vehicles (HP, fuel, movement, turns, stall, leak, criticals, who drives and rides), the
 * turn and the session's outcome; and each roll's resolution.
 */
import { boxes, resolutionLines, signed } from '../tableLines';
import type { HxModifier, HxPersonView, HxResolution, HxTableState, HxVehicleView } from '../../../../src-shared/ipc/channels/hexrpg/table';

const sum = (parts: readonly HxModifier[]) => parts.map((p, i) => `${p.label} ${i === 0 ? p.value : signed(p.value)}`).join(', ');

function personLines(p: HxPersonView): string[] {
  const status =
    p.status === 'up'
      ? ''
      : p.status === 'dying'
        ? `DYING${p.dyingMinutes === null ? ' (roll the time)' : ` (${p.dyingMinutes} minutes)`}`
        : p.status.toUpperCase();
  const where = p.in === null ? 'on foot' : `${p.seat === 'driver' ? 'driving' : 'riding in'} the ${p.vehicleName}`;
  const extra = [
    status,
    p.downTurns > 0 ? `down ${p.downTurns} turn${p.downTurns === 1 ? '' : 's'}` : '',
    p.fatiguePenalty ? `fatigue −${p.fatiguePenalty}` : '',
    p.heldBy ? `held (${p.heldBy.strength}) by ${p.heldBy.person}` : '',
  ].filter(Boolean);
  return [
    `  ${p.name}${p.npc ? ' (NPC)' : ''} [${p.personId}]: HP ${p.hp}/${p.maxHp} ${boxes(p.hp, p.maxHp)}, ${where}${extra.length ? ` · ${extra.join(' · ')}` : ''}`,
    ...p.criticals.map((c) => `    critical: ${c.text}${c.left !== null && c.unit ? ` (${c.left} ${c.unit} left)` : ''}`),
  ];
}

function vehicleLines(v: HxVehicleView, name: (id: number) => string): string[] {
  const badge = [v.wrecked ? 'NO LONGER WORKS' : '', v.stallTurns ? `stalled ${v.stallTurns} turns` : '', v.leakPerTurn ? `leaks ${v.leakPerTurn}/turn` : '']
    .filter(Boolean)
    .join(' · ');
  return [
    `  ${v.name} [${v.vehicleId}] ${v.kind}${badge ? `  ${badge}` : ''}`,
    `    HP ${v.hp}/${v.maxHp} · fuel ${v.fuel}/${v.maxFuel} · ${v.movement} hexes, ${v.turns} turns · at the controls: ${v.driver === null ? 'no one' : name(v.driver)}${v.passengers.length ? ` · riding: ${v.passengers.map(name).join(', ')}` : ''}`,
    ...(v.weapons.length ? [`    Weapons: ${v.weapons.map((w) => `${w.name} ${w.minimal}/${w.average}/${w.maximal}`).join(', ')}`] : []),
    ...v.criticals.map((c) => `    critical: ${c.text}`),
  ];
}

/** Every gang's characters and vehicles, the turn, and the session's outcome. */
export function tableText(s: HxTableState): string[] {
  const people = s.gangs.flatMap((g) => g.people);
  const name = (id: number) => people.find((p) => p.personId === id)?.name ?? `character ${id}`;
  const out = [`Session ${s.number} (id ${s.matchId}) — ${s.recorded ? 'recorded: the table is closed' : s.started ? `turn ${s.turn}` : 'not started'}`];
  for (const g of s.gangs) {
    out.push('', `${g.name} — ${g.survived} survived; ${g.kills} kill${g.kills === 1 ? '' : 's'}`);
    for (const p of g.people) out.push(...personLines(p));
    for (const v of g.vehicles) out.push(...vehicleLines(v, name));
  }
  const names = new Map(s.gangs.map((g) => [g.franchiseId, g.name]));
  out.push(
    '',
    `Outcome to record: ${s.outcome.teams.map((t) => `${names.get(t.franchiseId)} ${t.stats.survived} survived, ${t.stats.kills} kill${t.stats.kills === 1 ? '' : 's'}`).join('; ')}  [${s.outcome.rule}]`,
  );
  return out;
}

/** One resolution as the calculator shows it: each step's sum with its rules, its dice, its result; the outcome and notes. */
export function resolutionText(r: HxResolution, indent = ''): string[] {
  // A sum of more than one term shows its total; the dice show beside it.
  const facts = (st: HxResolution['steps'][number]) => {
    const dice = st.dice.map((d) => `${d.notation} ${d.value}`).join(', ');
    const total = st.parts.length > 1 ? `${sum(st.parts)} = ${st.parts.reduce((n, p) => n + p.value, 0)}` : st.parts.length ? sum(st.parts) : '';
    return [total, dice ? `rolled ${dice}` : ''].filter(Boolean).join('; ');
  };
  return resolutionLines(r, facts, indent);
}
