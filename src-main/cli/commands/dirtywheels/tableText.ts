/**
 * The Dirty Wheels table as text, as the match screen shows it (screens/dirtywheels/match/LiveCard.tsx,
 * ResolutionView.tsx): each car's live card (speed now of its start, armour, initiative with shock losses, aim,
 * bravery, skill, structure boxes, weapons by number, what happened to it this turn), and each roll's resolution.
 */
import { signed } from '../tableLines';
import type { DwCarView, DwModifier, DwResolution, DwTableState } from '../../../../src-shared/ipc/channels/dirtywheels/table';

const sum = (parts: readonly DwModifier[]) => parts.map((p, i) => `${p.label} ${i === 0 ? p.value : signed(p.value)}`).join(', ');

const DESTRUCTION: Record<string, string> = {
  wreck: 'wreck left as an obstacle',
  explodes: 'exploded',
  'rolls-then-explodes': 'rolled over, then exploded',
  'drives-on-then-explodes': 'drove on, then exploded',
};

const PHASE: Record<DwTableState['phase'], string> = {
  start: 'roll initiative to start the round',
  activations: 'cars activate in initiative order',
  shock: 'the turn has ended: shock tests, then initiative for the next round',
};

function cardLines(car: DwCarView, position: number | null, nameOf: (id: number) => string): string[] {
  const c = car.card;
  const d = car.driver;
  const loss = c.initiativeLoss + c.initiativeLossNextRound;
  const badge = c.destroyed ? 'DESTROYED' : position !== null ? `#${position}` : '';
  const head = `${car.name} [${car.vehicleId}]  ${car.derived.type.type} · ${d.name}${d.traits.length ? ` (${d.traits.join(', ')})` : ''}`;
  const boxes = Array.from({ length: c.structure }, (_, i) => (i < c.damage ? '[X]' : '[ ]')).join('');
  const weapons =
    car.derived.weapons
      .map((w, i) => `[${i}] ${w.weapon} (${w.mount}, ${w.range}", ${w.attacksText}${w.strength ? `, str ${w.strength.value}` : ''})`)
      .join(' · ') || 'No weapons';
  const upgrades = car.derived.upgrades.length ? ` · ${car.derived.upgrades.map((u) => u.name).join(', ')}` : '';
  const lines = [
    `  ${head}${badge ? `  ${badge}` : ''}`,
    `    Speed ${c.speed}/${c.startSpeed}"  Armour ${car.derived.armour.value}  Init ${loss ? `${d.initiative}−${loss}` : d.initiative}  Aim ${signed(car.aim.value)}  Brav ${d.bravery}+  Skill ${d.skill}+`,
    `    Structure ${boxes}  ${Math.min(c.damage, c.structure)} of ${c.structure} damage${c.otherSpeedLoss ? `; ${c.otherSpeedLoss}" speed lost to tire hits or corrections` : ''}`,
    `    ${weapons}${upgrades}`,
  ];
  if (c.destroyed)
    lines.push(
      `    Destroyed${c.destroyedBy ? ` by ${nameOf(Number(c.destroyedBy))}` : ''}${c.destruction ? `: ${DESTRUCTION[c.destruction]}` : ' — roll on the destruction table'}`,
    );
  else if (car.turn.attackedBy.length)
    lines.push(
      `    Attacked this turn by ${car.turn.attackedBy.map(nameOf).join(', ')}${car.turn.rammed ? ' (rammed: −1 bravery)' : ''}${car.turn.shockTested ? ' · shock test done' : ''}`,
    );
  const marks = [c.kills ? `${c.kills} kill${c.kills === 1 ? '' : 's'}` : '', c.harpoonFired ? 'harpoon fired' : ''].filter(Boolean);
  if (marks.length) lines.push(`    ${marks.join(' · ')}`);
  return lines;
}

/** The cards of every team, the round and its order, and the game's result. */
export function tableText(s: DwTableState): string[] {
  const cars = s.teams.flatMap((t) => t.cars);
  const nameOf = (id: number) => cars.find((c) => c.vehicleId === id)?.name ?? `car ${id}`;
  const position = (id: number) => {
    const i = s.order?.findIndex((o) => o.vehicleId === id) ?? -1;
    return s.phase === 'activations' && i >= 0 ? i + 1 : null;
  };
  const out = [
    `Match ${s.number} (id ${s.matchId}) — ${s.recorded ? 'recorded: the table is closed' : s.started ? `round ${s.round}, ${s.turnsPlayed} turn${s.turnsPlayed === 1 ? '' : 's'} played` : 'not started'}: ${PHASE[s.phase]}`,
  ];
  if (s.order && s.phase === 'activations') out.push(`Order: ${s.order.map((o, i) => `${i + 1}. ${nameOf(o.vehicleId)} (${o.total})`).join('  ')}`);
  for (const t of s.teams) {
    out.push('', `${t.name} — ${t.running} running, ${t.kills} kill${t.kills === 1 ? '' : 's'}`);
    for (const c of t.cars) out.push(...cardLines(c, position(c.vehicleId), nameOf));
  }
  if (s.result.state === 'over') out.push('', `Game over: ${s.result.reason} (${s.result.rule})`);
  return out;
}

/** One resolution as the calculator shows it: each step's dice count, modifiers, target, distance, dice, result. */
export function resolutionText(r: DwResolution, indent = ''): string[] {
  const out = [`${indent}${r.title}`];
  for (const st of r.steps) {
    const facts = [
      st.count ? `dice ${st.count.text}` : '',
      st.modifiers.length ? `each die ${signed(st.modifiers.reduce((a, m) => a + m.value, 0))} (${sum(st.modifiers)})` : '',
      st.target ? `needs ${st.target.text}` : '',
      st.measure ? `distance ${st.measure.text} (${sum(st.measure.parts)})` : '',
    ].filter(Boolean);
    out.push(`${indent}  ${st.label}: ${st.result}`);
    if (facts.length) out.push(`${indent}    ${facts.join('; ')}`);
    if (st.dice.length)
      out.push(
        `${indent}    dice: ${st.dice.map((d) => `${d.value}${d.total !== null && d.total !== d.value ? `→${d.total}` : ''}${d.ok === null ? '' : d.ok ? '✓' : '✗'}${d.rerolled ? ' (re-rolled)' : ''}`).join(' ')}${st.dice[0]?.mode === 'manual' ? ' (typed)' : ''}`,
      );
  }
  out.push(`${indent}  → ${r.outcome}`, `${indent}  ${[r.rule, ...r.notes].join(' · ')}`);
  return out;
}
