/** The match assistant's table as the CLI prints it: where the turn stands, one line per car, the latest events. */
import { isDriverless, positionLabel } from '../../../../src-shared/engine/dethmetal/assistant';
import type { AssistantState } from '../../../../src-shared/ipc/channels/dethmetal/assistant';

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
