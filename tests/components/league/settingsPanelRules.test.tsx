// @vitest-environment happy-dom
/**
 * Moved from tests/e2e/settings.spec.ts: League › Settings lists every Dethmetal house rule with the passage it
 * changes (the gaps reference kept for the tooltip), counts the unsaved changes, refuses a bad value before anything
 * is written (and saves once it is reset), and finds a house rule by its gaps.md number or its area.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dethmetalHouseRules } from '../../../src-shared/engine/dethmetal';
import { SettingsPanel } from '../../../src-renderer/screens/league/SettingsPanel';
import { useComponentLeague } from '../../support/component';
import { SLOW, typist } from '../../support/componentScreens';

const text = (e: Element | null) => e?.textContent ?? '';
const rules = (panel: HTMLElement) => panel.querySelectorAll('[data-rule]');
const rule = (panel: HTMLElement, key: string) => panel.querySelector<HTMLElement>(`[data-rule="${key}"]`)!;

describe('League settings panel: every house rule, unsaved changes, a bad value refused, search', () => {
  const league = useComponentLeague();

  it('lists every house rule with the passage it changes, the gaps reference kept for the tooltip', async () => {
    const l = await league();
    l.render(<SettingsPanel />);
    const panel = await screen.findByTestId('settings-panel', {}, SLOW);
    await waitFor(() => expect(rules(panel)).toHaveLength(dethmetalHouseRules.length), SLOW);
    const mountDp = rule(panel, 'car.specialMountDp');
    expect(text(mountDp)).toContain('Part II › Weapon mounts (no Special row)');
    expect(text(mountDp)).not.toContain('gaps.md');
    expect(mountDp.querySelector('[data-gaps]')!.getAttribute('data-gaps')).toBe('gaps.md #27');
  });

  // Dice, seed and the turret's DP (saved, reloaded, undone) are tests/e2e/settings.spec.ts's journey.
  it('counts the unsaved changes; a bad value is refused before anything is written; reset, saved', async () => {
    const l = await league();
    const user = typist();
    l.render(<SettingsPanel />);
    const panel = await screen.findByTestId('settings-panel', {}, SLOW);
    await waitFor(() => expect(rules(panel)).toHaveLength(dethmetalHouseRules.length), SLOW);
    await user.click(within(rule(panel, 'car.armorOnEveryQuadrant')).getByRole('switch'));
    await waitFor(() => expect(text(rule(panel, 'car.armorOnEveryQuadrant'))).toContain('unsaved'));
    const traitCap = within(rule(panel, 'driver.traitCap')).getByRole('textbox');
    await user.clear(traitCap);
    // Pasted, not typed key by key: each key re-renders the whole panel (the keystrokes are numberBoxes.test.tsx's).
    await user.paste('0');
    await waitFor(() => expect(text(rule(panel, 'driver.traitCap'))).toMatch(/>=1|at least 1|too small/i));
    await waitFor(() => expect(text(screen.getByRole('region', { name: 'Unsaved changes' }))).toContain('2 unsaved changes'));

    // A bad value is refused before anything is written.
    const before = await l.call<{ houseRules: { key: string; value: unknown }[] }>('league.settings', {});
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(text(screen.getByRole('region', { name: 'Unsaved changes' }))).toContain('Fix the settings marked in red'));
    expect(await l.call('league.settings', {})).toEqual(before);
    await user.click(within(rule(panel, 'driver.traitCap')).getByRole('button', { name: /Reset .* to its default/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull(), SLOW);
    const after = await l.call<{ houseRules: { key: string; value: unknown }[] }>('league.settings', {});
    expect(after.houseRules.find((r) => r.key === 'car.armorOnEveryQuadrant')!.value).toBe(false);
  });

  it('finds a house rule by its gaps.md number, and an area’s rules by the area', async () => {
    const l = await league();
    const user = typist();
    l.render(<SettingsPanel />);
    const panel = await screen.findByTestId('settings-panel', {}, SLOW);
    await waitFor(() => expect(rules(panel)).toHaveLength(dethmetalHouseRules.length), SLOW);
    await user.click(within(panel).getByRole('textbox', { name: 'Find a house rule' }));
    await user.paste('gaps.md #45');
    await waitFor(() => expect(rules(panel)).toHaveLength(3));
    expect(text(rules(panel)[0]!)).toContain('Collision');
    await user.clear(within(panel).getByRole('textbox', { name: 'Find a house rule' }));
    const campaign = [...panel.querySelectorAll('label')].find((el) => /^Campaign$/.test(text(el).trim()))!;
    await user.click(campaign);
    await waitFor(() => expect(rules(panel)).toHaveLength(dethmetalHouseRules.filter((r) => r.key.startsWith('campaign.')).length));
  });
});
