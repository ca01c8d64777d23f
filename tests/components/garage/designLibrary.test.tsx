// @vitest-environment happy-dom
/**
 * The Garage designer's design library (DesignLibraryBar), moved from tests/e2e/garage-library.spec.ts (issue 22):
 * Duplicate opens a copy under a free name, Save as template writes a league template, Start from… a stock design
 * (asked first, the name kept) or the template (no question when nothing changed), an imported file refused with each
 * bad field named and nothing changed, a good one loaded, and Compare marking the figures that differ. The real
 * download, the exported file read by `league car check` and a real file picked stay in the spec.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, retype, SLOW, typist } from '../../support/componentScreens';
import { machinegunCar } from '../../support/pageApi';
import { foundReapers } from './reapers';

const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
const box = (name: string) => within(screen.getByTestId('car-designer')).getByRole('textbox', { name }) as HTMLInputElement;

describe('the design library in the Garage’s designer (component, real services)', () => {
  const league = useComponentLeague();

  it('duplicate under a free name, save as template, start from a stock design (asked) or the template (not asked)', async () => {
    const l = await league();
    const id = await foundReapers(l);
    const user = typist();
    renderScreen(l, `#/garage/${id}`);

    // Duplicate: the designer opens on a copy, under a free name.
    const card = await screen.findByRole('article', { name: 'Widowmaker' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Duplicate' }));
    await screen.findByTestId('car-designer', {}, SLOW);
    await waitFor(() => expect(box('Car name').value).toBe('Widowmaker (copy)'), SLOW);
    expect(text(screen.getByTestId('dp-spent'))).toBe('52 / 63 DP');
    await retype(user, box('Front'), '8');

    // Save as template: the league keeps it, with the design as it stands.
    await user.click(within(screen.getByTestId('car-designer')).getByRole('button', { name: 'Save / export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as template…', hidden: true }, SLOW));
    const save = await screen.findByRole('dialog', { name: 'Save as template' }, SLOW);
    // The box offers the car's name; the organizer writes another.
    const templateName = within(save).getByRole('textbox', { name: 'Template name' }) as HTMLInputElement;
    expect(templateName.value).toBe('Widowmaker (copy)');
    await user.clear(templateName);
    await user.type(templateName, 'Front-heavy gun car');
    await user.click(within(save).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save as template' })).toBeNull(), SLOW);
    const templates = await l.call<{ name: string; design: { armor: { front: number } } }[]>('designs.list', {});
    expect(templates.map((t) => [t.name, t.design.armor.front])).toEqual([['Front-heavy gun car', 8]]);

    // Start from a stock design: asked first (the design has changes), the chassis is the stock one, the name this car's.
    await user.click(within(screen.getByTestId('car-designer')).getByRole('button', { name: 'Start from…' }));
    await user.click(await screen.findByRole('menuitem', { name: /Twin rocket car \(60 DP\)/, hidden: true }, SLOW));
    const replace = await screen.findByRole('dialog', { name: 'Replace the design with “Twin rocket car (60 DP)”?' }, SLOW);
    await user.click(within(replace).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(box('Engine power').value).toBe('36'), SLOW);
    expect(box('Car name').value).toBe('Widowmaker (copy)');
    expect(text(screen.getByTestId('car-designer').querySelector('[data-path="mounts.1"]'))).toContain('Rocket-pack');
    // …and from the league's template: unchanged since the last load, so no question.
    await user.click(within(screen.getByTestId('car-designer')).getByRole('button', { name: 'Start from…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Front-heavy gun car', hidden: true }, SLOW));
    await waitFor(() => expect(box('Front').value).toBe('8'), SLOW);
    expect(screen.queryByRole('dialog', { name: /^Replace the design/ })).toBeNull();
  });

  it('import: a broken file refused with each bad field named and nothing changed, a good one loaded; compare marks the figures that differ', async () => {
    const l = await league();
    const id = await foundReapers(l);
    const user = typist();
    renderScreen(l, `#/garage/${id}`);
    const card = await screen.findByRole('article', { name: 'Widowmaker' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Duplicate' }));
    await screen.findByTestId('car-designer', {}, SLOW);
    await waitFor(() => expect(box('Car name').value).toBe('Widowmaker (copy)'), SLOW);

    // Import: a broken file is refused with each bad field named, and changes nothing.
    const design = { ...machinegunCar('Widowmaker (copy)') } as unknown as Record<string, unknown> & { armor: Record<string, unknown> };
    const power = box('Engine power').value;
    const input = screen.getByTestId('import-design-file') as HTMLInputElement;
    const broken = new File([JSON.stringify({ ...design, enginePower: 7.5, armor: { ...design.armor, left: 'five' } })], 'broken.json', {
      type: 'application/json',
    });
    await user.upload(input, broken);
    const error = await screen.findByTestId('import-error', {}, SLOW);
    for (const words of ['broken.json was not imported', 'enginePower:', 'armor.left:']) expect(text(error)).toContain(words);
    expect(box('Engine power').value).toBe(power);
    expect(box('Car name').value).toBe('Widowmaker (copy)');
    // A good file: loaded whole, the error gone.
    await user.upload(input, new File([JSON.stringify({ ...design, name: 'Interceptor', enginePower: 48 })], 'Interceptor.json', { type: 'application/json' }));
    await waitFor(() => expect(box('Car name').value).toBe('Interceptor'), SLOW);
    expect(box('Engine power').value).toBe('48');
    expect(screen.queryByTestId('import-error')).toBeNull();

    // Compare: the design on screen against a car of the stables, every sheet figure, differences marked.
    await user.click(within(screen.getByTestId('car-designer')).getByRole('button', { name: 'Compare…' }));
    const compare = await screen.findByRole('dialog', { name: 'Compare two designs' }, SLOW);
    await pick(user, within(compare).getByRole('combobox', { name: 'Right' }), /^Widowmaker$/);
    const table = await within(compare).findByRole('table', { name: 'Design comparison' }, SLOW);
    const engine = within(table).getByRole('row', { name: /Engine power/ });
    expect(text(engine)).toContain('48');
    expect(engine.getAttribute('data-differs')).toBe('true');
    expect(
      within(table)
        .getByRole('row', { name: /^Gearing/ })
        .hasAttribute('data-differs'),
    ).toBe(false);
    within(table).getByRole('row', { name: /Acceleration/ });
    expect(text(within(compare).getByTestId('compare-summary'))).toContain('figures differ');
  });
});
