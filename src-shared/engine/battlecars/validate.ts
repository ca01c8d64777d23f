/**
 * Arming your vehicle: the loading rules, each problem in the rule's words and with its section.
 *
 * - "a Pod can only hold one type of missile weapon (rockets, shells, MG rounds and flame) OR a mix of passive weapons"
 * - "Rockets and shells can only be in pods that fire out of the front or rear"
 * - "Passive weapons cannot fire out of the front"
 * - "Turrets may only hold MG rounds"
 * - "Bikes cannot be armed with rockets"
 * and the card's own limits: a mount's capacity (gaps.md #4).
 */
import { type CardType, type Mount, withMounts } from './cards';
import type { VehicleDesign } from './design';
import { SECTION, withGap } from './sections';
import { type WeaponName, weaponRow } from './tables/weapons';

export interface LoadProblem {
  /** Where in the design: `['loads', mountId]` or `['loads', mountId, index]`. */
  path: (string | number)[];
  message: string;
  rule: string;
}

/** The loading rules' words, each a problem's first sentence (the module's problem codes are these keys). */
export const LOAD_WORDS = {
  oneType: 'A Pod can only hold one type of missile weapon (rockets, shells, MG rounds and flame) OR a mix of passive weapons.',
  ends: 'Rockets and shells can only be in pods that fire out of the front or rear.',
  passiveFront: 'Passive weapons cannot fire out of the front.',
  turret: 'Turrets may only hold MG rounds.',
  bike: 'Bikes cannot be armed with rockets.',
};

/** Every loading problem of `design` on `card` (empty: legal). */
export function validate(design: VehicleDesign, card: CardType): LoadProblem[] {
  const out: LoadProblem[] = [];
  const add = (path: (string | number)[], message: string, rule: string) => out.push({ path, message, rule });
  if (design.cardType !== card.id)
    add(['cardType'], `${design.name} is a “${design.cardType}”, checked against the card type “${card.id}”.`, withGap(SECTION.cards, 4));
  const mounts = withMounts(card);
  for (const [mountId, counters] of Object.entries(design.loads)) {
    const mount = mounts.get(mountId);
    if (!mount) {
      add(
        ['loads', mountId],
        `${card.name} has no pod or turret “${mountId}”: its mounts are ${[...mounts.keys()].join(', ') || 'none'}.`,
        withGap(SECTION.cards, 4),
      );
      continue;
    }
    out.push(...mountProblems(mount, counters, card));
  }
  return out;
}

function mountProblems(mount: Mount, counters: readonly WeaponName[], card: CardType): LoadProblem[] {
  const out: LoadProblem[] = [];
  const at = (i?: number) => (i === undefined ? ['loads', mount.id] : ['loads', mount.id, i]);
  const add = (i: number | undefined, message: string, rule: string) => out.push({ path: at(i), message, rule });
  if (counters.length > mount.capacity)
    add(undefined, `The ${mount.label} holds ${mount.capacity} counters; ${counters.length} are loaded.`, withGap(SECTION.cards, 4));
  counters.forEach((w, i) => {
    if (card.kind === 'bike' && !weaponRow(w).bike) add(i, `${LOAD_WORDS.bike} The ${mount.label} holds a ${w}.`, SECTION.arming);
  });
  if (mount.kind === 'turret') {
    counters.forEach((w, i) => {
      if (!weaponRow(w).turret) add(i, `${LOAD_WORDS.turret} The ${mount.label} holds ${w}.`, SECTION.arming);
    });
    return out;
  }
  const missiles = [...new Set(counters.filter((w) => weaponRow(w).kind === 'missile'))];
  const passives = counters.filter((w) => weaponRow(w).kind === 'passive');
  if (missiles.length > 1 || (missiles.length > 0 && passives.length > 0)) {
    const held = [...new Set(counters)].join(', ');
    add(undefined, `${LOAD_WORDS.oneType} The ${mount.label} holds ${held}.`, SECTION.arming);
  }
  counters.forEach((w, i) => {
    if (weaponRow(w).endPodsOnly && mount.facing !== 'front' && mount.facing !== 'rear')
      add(i, `${LOAD_WORDS.ends} The ${mount.label} fires out of the ${mount.facing}.`, SECTION.arming);
    if (weaponRow(w).kind === 'passive' && mount.facing === 'front')
      add(i, `${LOAD_WORDS.passiveFront} The ${mount.label} fires out of the front.`, SECTION.arming);
  });
  return out;
}
