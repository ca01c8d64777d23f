// @vitest-environment happy-dom
/**
 * The hex RPG character editor's logic (the editor alone, its writes handed to the caller): hit points follow MUSC as
 * it is typed (3e. Damage, gaps.md #7), an attribute outside its range is refused with the rule's words and never
 * saved (gaps.md #8: AGI 1-6), a weapons skill's level 0 is offered off with the rule's words (3b: level 0 is no
 * skill), and a legal change is saved once, when the box is left.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharacterEditor } from '../../../src-renderer/screens/hexrpg/gang/CharacterEditor';
import { type Character, newCharacter } from '../../../src-shared/engine/hexrpg';
import { useComponentLeague } from '../../support/component';
import { openList, retype, typist } from '../../support/componentScreens';

describe('Characters: attributes, derived values and skills', () => {
  const league = useComponentLeague();

  it('derives HP from MUSC as typed, refuses AGI 7 and level 0 of a weapon in the rule’s words, saves a legal sheet', async () => {
    const l = await league({ ruleset: 'hexrpg' });
    const user = typist();
    const saved: Character[] = [];
    const start = { ...newCharacter('Rook'), skills: { ...newCharacter('Rook').skills, weapons: { pistol: 2 } } };
    l.render(<CharacterEditor character={start} issues={[]} onSave={(c) => saved.push(c)} />);
    const hp = () => screen.getByTestId('derived-hp');
    expect(hp().textContent).toContain('10');

    // 3e. Damage (gaps.md #7): hit points are MUSC, shown as it is typed, saved when the box is left.
    await retype(user, screen.getByRole('textbox', { name: 'MUSC' }), '14');
    expect(hp().textContent).toContain('14');
    expect(hp().getAttribute('aria-label')).toContain('Hit points are MUSC (14)');
    expect(saved).toEqual([]);
    await user.tab();
    expect(saved.map((c) => c.musc)).toEqual([14]);

    // gaps.md #8: AGI runs 1 to 6; a 7 is refused where it is typed and never saved.
    await retype(user, screen.getByRole('textbox', { name: 'AGI' }), '7');
    await user.tab();
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain('AGI is at most 6');
    expect(saved).toHaveLength(1);

    // 3b: a weapons skill of level 0 is no skill: the level is offered off, with the rule's words.
    const pistol = screen.getByRole('group', { name: 'Pistol' });
    const select = within(pistol).getByRole('combobox', { name: 'Pistol level' });
    const list = await openList(user, select);
    const none = within(list).getByRole('option', { name: /^none/, hidden: true });
    expect(none.getAttribute('data-combobox-disabled')).toBe('true');
    expect(none.textContent).toContain('A weapons skill of level 0 is no skill: leave it out (3b. Combat › Weapon Combat)');
    await user.click(within(list).getByRole('option', { name: /^level 3/, hidden: true }));
    // The AGI box still reads 7: the sheet is not legal, so the level waits with it.
    expect(saved).toHaveLength(1);
    await retype(user, screen.getByRole('textbox', { name: 'AGI' }), '4');
    await user.tab();
    expect(saved.at(-1)).toMatchObject({ musc: 14, agi: 4, skills: { weapons: { pistol: 3 } } });

    // A mechanic's repairs an hour: 12 × his level, shown once he has the skill.
    const mechanic = await openList(user, within(screen.getByRole('group', { name: 'Mechanic' })).getByRole('combobox', { name: 'Mechanic level' }));
    await user.click(within(mechanic).getByRole('option', { name: /^level 2/, hidden: true }));
    expect(screen.getByTestId('derived-repair').textContent).toContain('24 HP');
  });
});
