/**
 * Issue 19 #14: a Dirty Wheels car printed alone is its car card (one car a page, titled as a car card, the width of
 * the page), not a team sheet of one car; the sheets the print reports are the pages of the file, for a team sheet,
 * a car card and a Dethmetal document alike; no tracker label runs out of its box on A4 or Letter.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { MARGIN } from '../../src-main/sheets/pdf/document';
import { cardWidthOf } from '../../src-main/sheets/pdf/grid';
import { PAPERS } from '../../src-main/sheets/pdf/paper';
import { widthOf } from '../../src-main/sheets/pdf/text';
import { COLUMNS, fitLabel, GUTTER, PAD, TRACKER_LABEL, TRACKER_LABELS, trackerLabelWidth } from '../../src-main/sheets/dirtywheels/TeamSheet';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfText } from './pdfTools';

const tempDir = useTempDir();

async function dwTeam() {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T>(channel: string, input: object): Promise<T> => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as T;
  };
  await call('app.newLeague', { name: 'Toy Box', path: path.join(dir, 'dw.league'), ruleset: 'dirtywheels' });
  const team = await call<{ id: number }>('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  const truck = { ...newCarDesign('Big Bertha'), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] };
  const first = await call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId: team.id, design: truck, driver: newDriver('Max') });
  await call('team.addCar', { franchiseId: team.id, design: newCarDesign('Rustbucket'), driver: newDriver('Trixie') });
  await call('team.addCar', { franchiseId: team.id, design: { ...newCarDesign('Zipper'), type: 'Racer' }, driver: newDriver('Ada') });
  return { dir, session, call, teamId: team.id, truckId: first.car.vehicleId };
}

/** Keeps a copy to look at (`mutool draw -r 80`), beside the screenshots. */
const keep = (file: string, name: string) => {
  mkdirSync(path.join('tests', 'artifacts'), { recursive: true });
  copyFileSync(file, path.join('tests', 'artifacts', name));
};

describe('the Dirty Wheels car card', () => {
  for (const paper of ['a4', 'letter'] as const)
    it(`${paper}: one car prints one page titled as its car card, with every stat, its boxes, weapons and driver, and no other car`, async () => {
      const t = await dwTeam();
      const out = path.join(t.dir, `car-${paper}.pdf`);
      const written = await t.call<{ sheets: number }>('sheets.write', { kind: 'car', vehicleId: t.truckId, path: out, paper });
      keep(out, `dw-car-card-${paper}.pdf`);
      expect((await pdfInfo(out)).pages).toBe(1);
      expect(written.sheets).toBe(1);
      const text = (await pdfText(out)).replace(/\s+/g, ' ');
      for (const words of [
        'TOY BOX · SEASON 1 · RUST RATS · DIRTY WHEELS CAR CARD',
        'Big Bertha',
        'Car card · Big Bertha',
        'SPEED',
        'ARMOUR',
        'STRUCTURE',
        'Destroyed',
        'OTHER SPEED LOST (TIRES)',
        'INITIATIVE LOST (SHOCK)',
        'KILLS',
        'Chain gun',
        'Max',
        'Pitwall · Dirty Wheels',
      ])
        expect(text).toContain(words);
      expect(text).not.toMatch(/TEAM SHEET|Team sheet|Rustbucket|Zipper|Dethmetal|NaN|undefined/);
      t.session.close();
    });

  it('the sheets a print reports are the pages of its file: a team sheet that runs over, a car card', async () => {
    const t = await dwTeam();
    for (const [channel, input, name] of [
      ['sheets.write', { kind: 'franchise', franchiseId: t.teamId }, 'team'],
      ['sheets.write', { kind: 'car', vehicleId: t.truckId }, 'car'],
    ] as const) {
      const out = path.join(t.dir, `${name}.pdf`);
      const written = await t.call<{ sheets: number }>(channel, { ...input, path: out, paper: 'a4' });
      if (name === 'team') keep(out, 'dw-team-sheet-a4.pdf');
      expect(written.sheets, name).toBe((await pdfInfo(out)).pages);
      const shown = await t.call<{ sheets: number }>('sheets.pdf', { sheets: input, paper: 'a4' });
      expect(shown.sheets, name).toBe(written.sheets);
    }
    t.session.close();
  });

  it('no tracker label is wider than its box, on a team sheet’s half-width card or a car card, A4 and Letter', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const page = PAPERS[paper].size[0] - 2 * MARGIN.side;
      for (const inner of [cardWidthOf(page, COLUMNS, GUTTER) - 2 * PAD, page - 2 * PAD]) {
        const room = trackerLabelWidth(inner);
        for (const label of TRACKER_LABELS) {
          const lines = fitLabel(label, TRACKER_LABEL, room);
          expect(lines.join(' '), `${label} on ${paper}`).toBe(label);
          for (const line of lines) expect(widthOf(line, TRACKER_LABEL), `${line} on ${paper} in ${room.toFixed(1)} pt`).toBeLessThanOrEqual(room);
        }
      }
    }
    // What overflowed before: the whole label on one line is wider than a half-width card's cell.
    const a4Half = trackerLabelWidth(cardWidthOf(PAPERS.a4.size[0] - 2 * MARGIN.side, COLUMNS, GUTTER) - 2 * PAD);
    expect(widthOf('OTHER SPEED LOST (TIRES)', TRACKER_LABEL)).toBeGreaterThan(a4Half);
  });
});
