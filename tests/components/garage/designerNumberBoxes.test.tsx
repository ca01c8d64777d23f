// @vitest-environment happy-dom
/**
 * Issue 11 #1, moved from tests/e2e/garage-library.spec.ts: every number box of the car designer keeps what is typed
 * after select-all + Backspace (32 stays 32, 7.5 stays 7.5 and is named), in the Garage's sketch and in the founding
 * wizard's designer, with the design held illegal and unsavable meanwhile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FoundingWizard } from '../../../src-renderer/screens/dethmetal/founding/FoundingWizard';
import { useComponentLeague } from '../../support/component';
import { renderScreen, retype, SLOW, typist } from '../../support/componentScreens';

const NUMBER_BOXES = ['Engine power', 'Suspension strength', 'Fuel capacity', 'Front', 'Each side (left = right)', 'Back'];

const value = (box: HTMLElement) => (box as HTMLInputElement).value;

/** The number boxes of the designer on screen keep what is typed; blank and fractions are named and keep the design illegal. */
async function checkNumberBoxes(user: UserEvent, boxes: readonly string[] = NUMBER_BOXES) {
  const designer = screen.getByTestId('car-designer');
  const problems = () => screen.getByTestId('design-problems').textContent ?? '';
  const submit = () => screen.queryByTestId('designer-submit') as HTMLButtonElement | null;
  for (const name of boxes) {
    const box = within(designer).getByRole('textbox', { name }) as HTMLInputElement;
    const before = box.value;
    await retype(user, box, '');
    expect(box.value, `${name}: a cleared box stays empty`).toBe('');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(within(designer).getAllByText('Enter a number').length).toBeGreaterThan(0);
    expect(problems()).not.toContain('Legal');
    if (submit()) expect(submit()!.disabled).toBe(true);
    await user.keyboard('32');
    expect(box.value, `${name}: typing 32 after clearing gives 32`).toBe('32');
    await retype(user, box, '7.5');
    expect(box.value, `${name}: 7.5 is kept as typed, not read as 75`).toBe('7.5');
    await waitFor(() => expect(within(designer).getAllByText('Whole numbers only: 7.5 has a fraction').length).toBeGreaterThan(0));
    expect(problems()).not.toContain('Legal');
    await retype(user, box, before);
    expect(box.value).toBe(before);
  }
  await waitFor(() => expect(problems()).toContain('Legal'));
}

describe('issue 11 #1: the designer’s number boxes keep what is typed (select all + Backspace, 32, 7.5)', () => {
  const league = useComponentLeague();

  it('in the Garage’s sketch: 32 power is 17 DP, a cleared box is named and moves nothing, then every box', async () => {
    const user = typist();
    renderScreen(await league(), '#/garage/sketch');
    const designer = await screen.findByTestId('car-designer', {}, SLOW);
    const engine = within(designer).getByRole('textbox', { name: 'Engine power' }) as HTMLInputElement;
    await retype(user, engine, '32');
    expect(engine.value).toBe('32');
    // 32 power is 8 DP: 8 + suspension 1 + fuel 1 + Toughness 1 (3) + armor 4 = 17.
    await waitFor(() => expect(screen.getByTestId('dp-spent').textContent).toBe('17 / 60 DP'));
    await retype(user, engine, '');
    expect(engine.value).toBe('');
    await waitFor(() => expect(designer.querySelector('[data-path="enginePower"]')!.textContent).toContain('Enter a number'));
    expect(screen.getByTestId('design-problems').textContent).toContain('Engine power: Enter a number');
    // Nothing moved meanwhile: the design still holds the last number typed.
    expect(screen.getByTestId('dp-spent').textContent).toBe('17 / 60 DP');
    await retype(user, engine, '4');
    expect(value(engine)).toBe('4');
    await checkNumberBoxes(user);
  });

  it('in the founding wizard’s designer: the same boxes', async () => {
    const l = await league();
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Ash Valley Angels', colour: '#2980b9', owner: '' });
    const user = typist();
    l.render(<FoundingWizard franchiseId={f.id} />);
    for (const step of ['Next: Roster', 'Next: Sponsors', 'Next: Stables']) await user.click(await screen.findByRole('button', { name: step }, SLOW));
    await user.click(within(screen.getByTestId('founding-wizard')).getByRole('button', { name: 'Design a car' }));
    await screen.findByTestId('car-designer', {}, SLOW);
    // The wizard shows the same CarDesigner as the Garage (all six boxes above): one box of the chassis and one of
    // the armor here prove the wizard's designer is wired the same way (its own draft reports and its own submit).
    await checkNumberBoxes(user, ['Engine power', 'Back']);
  });
});
