/**
 * The battlecars table as text: each player's vehicles as their cards show them (armour boxes per block, components
 * with their boxes, counters left in each pod and turret, speed, who is at the wheel, stunned, slid over, wrecked),
 * each driver (hits, aboard, on foot with his hand weapon, dead), the turn and the result; and each roll's resolution.
 */
import { ARMOUR_BLOCKS, blockBoxes, boxesOf } from '../../../../src-shared/engine/battlecars';
import { boxes, resolutionLines, signed } from '../tableLines';
import type { BcDriverView, BcModifier, BcResolution, BcTableState, BcVehicleView } from '../../../../src-shared/ipc/channels/battlecars/table';

const sum = (parts: readonly BcModifier[]) => parts.map((p, i) => `${p.label} ${i === 0 ? p.value : signed(p.value)}`).join(', ');

function vehicleLines(v: BcVehicleView, driverName: (key: number) => string): string[] {
  const badge = [v.exploded ? 'EXPLODED' : v.wrecked ? 'WRECK' : '', v.stunned ? 'driver stunned' : '', v.cannotFire ? 'slid over: cannot fire' : '']
    .filter(Boolean)
    .join(' · ');
  const armour = ARMOUR_BLOCKS.map((b) => `${b} ${boxes(v.state.armour[b] ?? 0, blockBoxes(v.card, b))}`).join('  ');
  const comps = v.card.components
    .filter((c) => c.kind !== 'pod' && c.kind !== 'turret')
    .map((c) => `${c.label} ${boxes(v.state.damage[c.id] ?? 0, boxesOf(c))}`)
    .join('  ');
  const mounts = v.card.components
    .filter((c) => c.kind === 'pod' || c.kind === 'turret')
    .map((c) => `${c.id}: ${(v.state.loads[c.id] ?? []).join(', ') || 'empty'}${v.destroyed.includes(c.id) ? ' (destroyed)' : ''}`)
    .join(' · ');
  return [
    `  ${v.name} [${v.vehicleId}] ${v.card.name}${badge ? `  ${badge}` : ''}`,
    `    Speed ${v.speed}${v.reverse ? ' (reverse)' : ''} · at the wheel: ${v.at === null ? 'no one' : driverName(v.at)}`,
    `    Armour ${armour}`,
    `    ${comps}`,
    `    ${mounts}`,
    ...(v.firedAt.length ? [`    Fired at ${v.firedAt.length} target${v.firedAt.length === 1 ? '' : 's'} this turn`] : []),
  ];
}

function driverLine(d: BcDriverView): string {
  const where = d.status === 'dead' ? 'DEAD' : d.status === 'onFoot' ? `on foot${d.hand ? ` with a ${d.hand.name} (${d.hand.ammo} rounds)` : ''}` : 'aboard';
  return `  Driver ${d.name} [${d.driver}]: ${where}, hits ${boxes(d.hits, 3)}`;
}

/** Every player's vehicles and drivers, the turn, and the game's result. */
export function tableText(s: BcTableState): string[] {
  const drivers = s.players.flatMap((p) => p.drivers);
  const driverName = (key: number) => drivers.find((d) => d.driver === key)?.name ?? `driver ${key}`;
  const out = [`Match ${s.number} (id ${s.matchId}) — ${s.recorded ? 'recorded: the table is closed' : s.started ? `turn ${s.turn}` : 'not started'}`];
  for (const p of s.players) {
    const mark = p.standing ? 'standing' : `out, placed ${p.placing}`;
    out.push('', `${p.name} — ${mark}; ${p.kills} kill${p.kills === 1 ? '' : 's'}, ${p.wrecks} wreck${p.wrecks === 1 ? '' : 's'}`);
    for (const v of p.vehicles) out.push(...vehicleLines(v, driverName));
    for (const d of p.drivers) out.push(driverLine(d));
  }
  if (s.result.state === 'over') {
    const names = new Map(s.players.map((p) => [p.franchiseId, p.name]));
    out.push(
      '',
      `Game over: ${s.result.reason} (${s.result.rule})`,
      `Result to record: ${s.result.outcome.map((o) => `#${o.placing} ${names.get(o.franchiseId)} (${o.stats.kills} kills, ${o.stats.wrecks} wrecks)`).join(', ')}`,
    );
  }
  return out;
}

/** One resolution as the calculator shows it: each step's sum with its rules, its dice, its result; the outcome and notes. */
export function resolutionText(r: BcResolution, indent = ''): string[] {
  return resolutionLines(
    r,
    (st) => (st.parts.length ? sum(st.parts) : st.dice.length ? `rolled ${st.dice.map((d) => `${d.notation} ${d.value}`).join(', ')}` : ''),
    indent,
  );
}
