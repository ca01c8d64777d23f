/** The match assistant's table as the CLI prints it: where the turn stands, one line per car, the latest events. */
import { allowance, isDriverless, positionLabel } from '../../../../src-shared/engine/dethmetal/assistant';
import type { AssistantCarInfo, AssistantState, CarState } from '../../../../src-shared/ipc/channels/dethmetal/assistant';

const SIDES = ['front', 'back', 'left', 'right'] as const;

/**
 * Before a phase ends: the cars given no move, which spend the least their allowance allows (Part IV › Phases and
 * Movement points). Said aloud, so a forgotten `move` is never silent.
 */
export function defaultedMoves(s: AssistantState): string[] {
  if (s.position.step !== 'phase') return [];
  const phase = s.position.phase as 1 | 2 | 3;
  return s.cards.flatMap((c) => {
    if (c.mp === 0 || s.moves[c.vehicleId]) return [];
    const min = allowance(c, phase).min;
    if (min === 0) return [];
    const name = s.infos.find((i) => i.vehicleId === c.vehicleId)?.name ?? `Car ${c.vehicleId}`;
    return [`${name}: no move given for phase ${phase}, so it spent the least its allowance allows, ${min} MP (Part IV › Phases and Movement points).`];
  });
}

/**
 * The rest of the card, as the screen's car card shows it: armor now of as built on each side, each weapon with its
 * ammunition and the phases it fired this turn, each crewman with his wounds and points.
 */
export function cardDetail(c: CarState, info: AssistantCarInfo): string[] {
  const armor = SIDES.map((side) => `${side} ${Math.max(0, info.armor[side] - c.armorLoss[side])}/${info.armor[side]}`).join(', ');
  const max = info.maxHandling - c.maxHandlingLoss;
  const out = [`      id ${c.vehicleId} · armor ${armor} · max handling ${c.suspensionBroken ? '−5 (suspension broken)' : max}`];
  const weapons = info.weapons.map((w) => {
    const state = c.weapons.find((x) => x.id === w.id);
    const ammo = w.ammo === null ? '' : ` ${state?.ammo ?? w.ammo}/${w.ammo}`;
    const fired = state?.firedPhases.length ? ` fired in phase ${state.firedPhases.join(', ')}` : '';
    return `${w.id} ${w.name}${ammo}${fired}`;
  });
  if (weapons.length) out.push(`      weapons: ${weapons.join('; ')}`);
  const crew = info.crew.map((who) => {
    const s = c.crew.find((x) => x.competitorId === who.competitorId);
    const notes = [
      s?.outOfAction ? 'out of action' : '',
      s?.fleshWounds ? `${s.fleshWounds} flesh wound${s.fleshWounds === 1 ? '' : 's'}` : '',
      s?.points ? `${s.points} point${s.points === 1 ? '' : 's'}` : '',
      s?.criticalsScored ? `${s.criticalsScored} critical${s.criticalsScored === 1 ? '' : 's'} scored` : '',
    ].filter(Boolean);
    return `${who.role} ${who.name} (id ${who.competitorId})${notes.length ? `: ${notes.join(', ')}` : ''}`;
  });
  if (crew.length) out.push(`      crew: ${crew.join('; ')}`);
  return out;
}

export function assistantText(s: AssistantState, recent = 12): string[] {
  if (!s.started) {
    if (!s.startable) return [];
    return [
      '',
      `Assistant: no heat started(heat ${s.startable.heat} can start with ${s.startable.cars} car${s.startable.cars === 1 ? '' : 's'}: league match act FILE ${s.matchId} '{"kind":"start-heat","heat":${s.startable.heat}}').`,
    ];
  }
  const out = [
    '',
    `Assistant: ${positionLabel(s.position, s.over)} — ${s.events} event${s.events === 1 ? '' : 's'} in the league file${s.result.heats.length ? `, heats played: ${s.result.heats.join(', ')}` : ''}`,
  ];
  for (const c of s.cards) {
    const info = s.infos.find((i) => i.vehicleId === c.vehicleId);
    const t = Math.max(1, info?.toughness ?? 1);
    const done = [...new Set((s.acted[c.vehicleId] ?? []).map((a) => a.kind))].join(', ');
    const status = c.destroyed ? 'destroyed' : c.outOfHeat ? 'out of the heat' : isDriverless(c) ? 'driverless' : c.control;
    out.push(
      `  ${(info?.name ?? String(c.vehicleId)).padEnd(18)} ${(info?.franchise ?? '').padEnd(18)} speed ${String(c.speed).padStart(2)}  handling ${String(c.handling).padStart(2)}  MP ${c.mp - c.mpLost - c.mpUsed}/${c.mp - c.mpLost}  damage ${c.damage % t}/${t}  crits ${c.criticals}  tires ${c.tireDamage}  fuel ${c.fuel}  ${status}${done ? `  done: ${done}` : ''}`,
    );
    if (info) out.push(...cardDetail(c, info));
  }
  const log = s.log.slice(-recent);
  if (log.length) out.push('  Latest:');
  for (const l of log) {
    const at = `T${l.position.turn}${l.position.phase ? ` P${l.position.phase}` : ''}`;
    out.push(
      `    ${at.padEnd(6)} ${l.kind === 'resolution' ? `${l.res.summary}${l.status === 'pending' ? ' (not applied)' : ''}` : l.kind === 'bookkeeping' ? l.title : l.why}`,
    );
  }
  return out;
}
