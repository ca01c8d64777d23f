// @vitest-environment happy-dom
/**
 * The OS's "reduce motion" setting (prefers-reduced-motion: reduce) turns the app's transitions off: a dialog is
 * there at once rather than fading and sliding in over Mantine's 200 ms. The theme opts in (`respectReducedMotion`);
 * the browser tests run with it (playwright.config.ts), so what they wait for is the app, not an animation.
 */
import { MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../src-renderer/theme';

type HappyWindow = Window & { happyDOM: { settings: { device: { prefersReducedMotion: string } } } };
const device = () => (window as unknown as HappyWindow).happyDOM.settings.device;

function openDialog() {
  const ui = (opened: boolean) => (
    <MantineProvider theme={theme}>
      <Modal opened={opened} onClose={() => {}} title="Close the season">
        Ready
      </Modal>
    </MantineProvider>
  );
  // Opened after the first render, as a click opens it: the transition runs on the change.
  const r = render(ui(false));
  r.rerender(ui(true));
}

/** The dialog's transition as Mantine styles it while it enters: its duration, or '' once it has entered. */
const dialogTransition = () => (screen.getByRole('dialog').closest('.mantine-Modal-content') as HTMLElement).style.transitionDuration;

describe('reduced motion (README, Screens)', () => {
  afterEach(() => {
    cleanup();
    device().prefersReducedMotion = 'no-preference';
  });

  it('with the system asking for reduced motion, a dialog opens at once, without its transition', () => {
    device().prefersReducedMotion = 'reduce';
    openDialog();
    expect(screen.getByRole('dialog').textContent).toContain('Ready');
    expect(['', '0ms']).toContain(dialogTransition());
  });

  it('without that setting, the dialog fades in over its transition', async () => {
    openDialog();
    await screen.findByRole('dialog');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(dialogTransition()).toMatch(/^[1-9]\d*ms$/);
  });
});
