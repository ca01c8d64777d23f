// @vitest-environment happy-dom
/**
 * Issue 19 #15, moved from tests/e2e/organizer-words.spec.ts: League › Settings speaks in words in both rulesets: a
 * label for every choice, no stored ids, no gaps file in the text (its reference kept for the tooltip, `data-gaps`).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPanel } from '../../../src-renderer/screens/league/SettingsPanel';
import { useComponentLeague } from '../../support/component';
import { SLOW } from '../../support/componentScreens';

/** Raw ids of choices a settings screen used to show, in both rulesets. */
const RAW_IDS = ['as-printed', 'stat-then-roll-off', 'roll-d3', 'roll-d 3', 'd 3-1', 'd3-1', 'keep-falling', 'rollD66', 'per-weapon', 'reverse-initiative'];

async function panelInWords(): Promise<HTMLElement> {
  const panel = await screen.findByTestId('settings-panel', {}, SLOW);
  await waitFor(() => expect(panel.querySelector('[data-rule]')).not.toBeNull(), SLOW);
  const shown = panel.textContent ?? '';
  expect(shown).not.toContain('gaps.md');
  for (const id of RAW_IDS) expect(shown, id).not.toContain(id);
  return panel;
}

const rule = (panel: HTMLElement, key: string) => panel.querySelector(`[data-rule="${key}"]`)?.textContent ?? '';

describe('settings in words (issue 19 #15)', () => {
  const league = useComponentLeague();

  it('Dethmetal: every choice by its label; the gaps reference kept for the tooltip', async () => {
    const l = await league();
    l.render(<SettingsPanel />);
    const panel = await panelInWords();
    expect(rule(panel, 'car.speedBandsBeyondTable')).toContain('Keeps falling');
    expect(panel.querySelector('[data-rule="car.speedBandsBeyondTable"] [data-gaps]')!.getAttribute('data-gaps')).toBe('gaps.md #34');
  });

  it('Dirty Wheels: As printed / Both groups, Roll D3−1, Roll D3', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Dirty Words' });
    l.render(<SettingsPanel />);
    const panel = await panelInWords();
    expect(rule(panel, 'weaponSlots')).toContain('As printed');
    expect(rule(panel, 'weaponSlots')).toContain('Both groups');
    expect(rule(panel, 'traitCount')).toContain('Roll D3−1');
    expect(rule(panel, 'upgradeCount')).toContain('Roll D3');
  });
});
