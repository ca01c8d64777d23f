/**
 * The between-sessions form's pure part: each gang's care (its medic, its mechanic, the tools, a garage), chosen by
 * default as the gang's best living medic and mechanic, and the choices offered with each one's level.
 */
import type { Tools } from '../../../../src-shared/engine/hexrpg';
import type { HxGangView } from '../../../../src-shared/ipc/channels/hexrpg/table';

export interface Care {
  medicId: number | null;
  mechanicId: number | null;
  tools: Tools;
  inGarage: boolean;
}

const alive = (g: HxGangView) => g.people.filter((p) => p.status !== 'dead');

function best(g: HxGangView, skill: 'medical' | 'mechanic'): number | null {
  const ranked = alive(g)
    .filter((p) => p.character.skills[skill] > 0)
    .sort((a, b) => b.character.skills[skill] - a.character.skills[skill]);
  return ranked[0]?.personId ?? null;
}

export function defaultCare(g: HxGangView): Care {
  return { medicId: best(g, 'medical'), mechanicId: best(g, 'mechanic'), tools: 'proper', inGarage: false };
}

function options(g: HxGangView, skill: 'medical' | 'mechanic', none: string) {
  return [
    { value: 'none', label: none },
    ...alive(g)
      .filter((p) => p.character.skills[skill] > 0)
      .map((p) => ({ value: String(p.personId), label: `${p.name} (level ${p.character.skills[skill]})` })),
  ];
}

/** A gang's characters with the medical skill (a medic's cures: one a level a day per patient). */
export const medicOptions = (g: HxGangView) => options(g, 'medical', 'Nobody: natural healing only');
/** A gang's characters with the mechanic skill (vehicles require a mechanic to recover damage). */
export const mechanicOptions = (g: HxGangView) => options(g, 'mechanic', 'Nobody: no repairs');

/** The channel's input for one gang's care. */
export const careInput = (franchiseId: number, c: Care) => ({
  franchiseId,
  medicId: c.medicId,
  mechanicId: c.mechanicId,
  tools: c.tools,
  inGarage: c.inGarage,
});
