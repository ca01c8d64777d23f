// @vitest-environment happy-dom
/**
 * The sheets' print dialogs reached from their screens, moved from tests/e2e/print.spec.ts (issue 22): the Garage's
 * Print sheets makes the franchise's batch (every car, then every driver), a competitor page's Print sheet his own
 * sheet; each dialog answers with the PDF's summary. The PDFs are the real sheets service's over a real league file;
 * the browser keeps its own viewer drawing one and the download being the file `league print` writes.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, typist } from '../../support/componentScreens';
import { machinegunCar } from '../../support/pageApi';

/** Making a batch of PDFs on a loaded two-core machine: the bound of a hang only. */
const MAKING = { timeout: 120_000 } as const;

type HappyWindow = Window & { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
const settings = () => (window as unknown as HappyWindow).happyDOM.settings;

describe('print dialogs from their screens (component, real sheets service)', () => {
  const league = useComponentLeague();
  // The preview frame's blob: PDF is the browser's to draw (print.spec.ts); happy-dom would try to load it and log.
  beforeAll(() => {
    settings().navigation.disableChildFrameNavigation = true;
  });
  afterAll(() => {
    settings().navigation.disableChildFrameNavigation = false;
  });

  it('the Garage prints the franchise batch (3 cars + 6 drivers), a competitor page his driver sheet', async () => {
    const l = await league();
    const founded = await l.call<{ franchise: { id: number; roster: { id: number; name: string }[] } }>('franchise.found', {
      name: 'Rust Belt Reapers',
      colour: '#c0392b',
      owner: 'Alice',
      competitors: ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz'].map((name) => ({ name })),
      vehicles: ['Widowmaker', 'Gravedigger', 'Lockjaw'].map((name) => ({ design: machinegunCar(name) })),
    });
    const { id } = founded.franchise;
    const user = typist();

    const garage = renderScreen(l, `#/garage/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Print sheets' }, MAKING));
    const batch = await screen.findByRole('dialog', { name: 'Sheets — Rust Belt Reapers' }, MAKING);
    expect((await within(batch).findByTestId('pdf-summary', {}, MAKING)).textContent).toMatch(/^9 sheets · /);
    expect(within(batch).getByTitle('PDF preview').getAttribute('src')).toMatch(/^blob:/);
    garage.unmount();

    const ada = founded.franchise.roster.find((c) => c.name === 'Ada')!;
    renderScreen(l, `#/roster/${id}/c/${ada.id}`);
    await user.click(await screen.findByRole('button', { name: 'Print sheet' }, MAKING));
    const sheet = await screen.findByRole('dialog', { name: 'Driver sheet — Ada' }, MAKING);
    expect((await within(sheet).findByTestId('pdf-summary', {}, MAKING)).textContent).toMatch(/^1 sheet · /);
    expect(within(sheet).getByTitle('PDF preview').getAttribute('src')).toMatch(/^blob:/);
  });
});
