/**
 * A league's screen in a component test (tests/support/component.tsx), as the shell shows it: the ruleset's entry in
 * the screens registry at a hash (`#/season/schedule`), with the app's toasts, and a user typing without delays.
 */
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { configure, type RenderResult, waitFor, within } from '@testing-library/react';
import { Toasts } from '../../src-renderer/components/Toasts';
import { screensFor } from '../../src-renderer/screens/registry';
import type { ComponentLeague } from './component';

/** Bounds a hang only (a loaded two-core machine renders Mantine in happy-dom slowly); every wait ends at what it looks for. */
export const SLOW = { timeout: 30_000 } as const;

// The same bound for every waitFor and findBy of the tests that use these helpers (Testing Library's default, 1 s,
// fails a passing test on a machine loaded by other work: a re-render of the designer took seconds there).
configure({ asyncUtilTimeout: SLOW.timeout });

/** A user whose keys and clicks follow one another without timers (the default waits a macrotask between keys). */
export const typist = (): UserEvent => userEvent.setup({ delay: null });

/** Renders `ruleset`'s screen named by the hash's first part, at that hash (its tab, franchise or match after it). */
export function renderScreen(l: ComponentLeague, hash: `#/${string}`, ruleset = 'dethmetal'): RenderResult {
  window.location.hash = hash;
  const screens = screensFor({ ruleset, screens: true } as Parameters<typeof screensFor>[0]);
  if (screens === 'command-line') throw new Error(`${ruleset} has no screens`);
  const id = hash.slice(2).split('/')[0];
  const entry = screens.nav.find((s) => s.id === id);
  if (!entry) throw new Error(`${ruleset} has no ${id} screen`);
  const Screen = entry.component;
  return l.render(
    <>
      <Toasts />
      <Screen />
    </>,
  );
}

/** Select everything in the box, clear it with Backspace, and type, as the organizer did. */
export async function retype(user: UserEvent, box: HTMLElement, text: string): Promise<void> {
  await user.click(box);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if ((box as HTMLInputElement).value !== '') throw new Error(`select-all + Backspace left “${(box as HTMLInputElement).value}”`);
  if (text) await user.keyboard(text);
}

/**
 * Opens a Mantine select's list and returns it. Its list is the one its `aria-controls` names or, failing that, the
 * one list that appeared with the click: Mantine (9.7) keeps the list's id in a ref, so a select whose list mounts
 * only when opened (`keepMounted: false`) says `aria-expanded="false"` and names no list (or, on a later opening, the
 * id of the list it had before) until something renders it again. Waiting for `aria-expanded` there waited out the
 * bound twice and opened the list on a third click: 21 s a select, 60 of the hex RPG session page's 68 s.
 * A modal's select lists in a portal that happy-dom's role queries count as hidden, hence `hidden: true` below.
 */
export async function openList(user: UserEvent, select: HTMLElement): Promise<HTMLElement> {
  const lists = () => [...document.querySelectorAll<HTMLElement>('[role=listbox]')];
  // A click that lands while the page is still busy with the last one can leave the list shut (seen once on a loaded
  // two-core run): the select is clicked again, as a user would, up to three times within the same bound.
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = new Set(lists());
    const listOf = () => {
      const named = document.getElementById(select.getAttribute('aria-controls') ?? '');
      if (named) return named;
      const appeared = lists().filter((l) => !before.has(l));
      if (appeared.length === 1) return appeared[0]!;
      throw new Error(`the list of ${select.getAttribute('aria-label') ?? 'the select'} is not open`);
    };
    await user.click(select);
    const list = await waitFor(listOf, { timeout: SLOW.timeout / 3 }).catch((e: unknown) => {
      if (attempt === 2) throw e;
      return undefined;
    });
    if (list) return list;
  }
  throw new Error('unreachable: the third attempt throws');
}

/** Picks `option` of a Mantine select: opens its list (`openList`) and clicks the option there. */
export async function pick(user: UserEvent, select: HTMLElement, option: string | RegExp): Promise<HTMLElement> {
  const list = await openList(user, select);
  const found = await within(list).findByRole('option', { name: option, hidden: true }, SLOW);
  await user.click(found);
  return found;
}
