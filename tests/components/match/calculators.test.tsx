// @vitest-environment happy-dom
/**
 * The core's calculators (components/match/Calculators.tsx) on their own: forms given as data by the test, not by a
 * ruleset's screen, over a real race-combat league's table (`rcTable.preview` and `rcTable.act`, the real services).
 * The form says which field is still empty and refuses to act until it is filled; the ruleset's options fill its own
 * kinds of field; the preview is the table's, a refused one in the rules' words; a calculator that does not roll has
 * no odds and says Apply, one that rolls shows its odds and says Roll, and a calculator's own word replaces both;
 * Apply writes onto the live table and hands the resolution back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CalcDef, CalcField } from '../../../src-renderer/components/match/calculatorForm';
import { type ActChannel, Calculators, type PreviewChannel } from '../../../src-renderer/components/match/Calculators';
import { newCarDesign } from '../../../src-renderer/screens/racecombat/team/carModel';
import { defaultRacecombatSettings } from '../../../src-shared/engine/racecombat';
import type { RcIntentIn, RcResolution, RcTableState } from '../../../src-shared/ipc/channels/racecombat/table';
import { useComponentLeague } from '../../support/component';
import { pick as choose, SLOW, typist } from '../../support/componentScreens';

type Field = CalcField<'car'>;
type Def = CalcDef<'gear' | 'hit' | 'endTurn', Field>;

/** The test's own calculators: a car is the test's kind of field; the rest are the core's. */
const CALCS: readonly Def[] = [
  {
    kind: 'gear',
    label: 'Set the gear',
    rule: 'Test rules › Gears',
    fields: [
      { key: 'car', label: 'Car', kind: 'car' },
      { key: 'gear', label: 'Gear', kind: 'number' },
    ],
  },
  {
    kind: 'hit',
    label: 'A hit',
    rule: 'Test rules › Hits',
    fields: [
      { key: 'car', label: 'Car hit', kind: 'car' },
      {
        key: 'aim',
        label: 'Aimed at',
        kind: 'choice',
        options: [
          { value: 'body', label: 'Body' },
          { value: 'tyres', label: 'Tyres' },
        ],
        initial: 'body',
      },
      { key: 'damage', label: 'Damage', kind: 'number', initial: 2 },
    ],
  },
  { kind: 'endTurn', label: 'End the turn', rule: 'Test rules › Turns', button: 'Next turn', fields: [] },
];

const intentOf = (def: Def, v: Record<string, unknown>): { intent: RcIntentIn } | { missing: string } => {
  for (const f of def.fields) if (v[f.key] === null || v[f.key] === '') return { missing: `Say the ${f.label.toLowerCase()}.` };
  const out: Record<string, unknown> = { kind: def.kind };
  for (const f of def.fields) out[f.key] = f.kind === 'car' ? Number(v[f.key]) : v[f.key];
  return { intent: out as RcIntentIn };
};

describe('The core’s calculators, given their forms as data', () => {
  const league = useComponentLeague();

  it('takes only the channels of its intents (checked by tsc: an @ts-expect-error that is not an error fails it)', () => {
    const wrong: [PreviewChannel<RcIntentIn>, ActChannel<RcIntentIn>] = [
      // @ts-expect-error bcTable.preview takes battlecars' intents, not race combat's
      'bcTable.preview',
      // @ts-expect-error table.state is no act: it takes no intent
      'table.state',
    ];
    expect(wrong).toHaveLength(2);
  });

  it('asks for what is missing, previews on the live table, refuses in the rules’ words, applies and hands the resolution back', async () => {
    const l = await league({ ruleset: 'racecombat' });
    const team = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    const other = await l.call<{ id: number }>('franchise.add', { name: 'Team Tarmac', colour: '#2980b9', owner: '' });
    const s = defaultRacecombatSettings();
    const add = async (franchiseId: number, name: string, driver: string) =>
      (await l.call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId, design: newCarDesign(name, s), driver: { kind: 'driver', name: driver } }))
        .car.vehicleId;
    const hornet = await add(team.id, 'Hornet', 'Jet');
    await add(other.id, 'Wreck', 'Crash');
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Monza Scrapyard', franchiseIds: [team.id, other.id] });
    const resolved: RcResolution[] = [];
    // The options the ruleset would draw from its state: here the test's one car, under the test's own word.
    const asked: string[] = [];
    function Host() {
      const [turns, setTurns] = useState(0);
      return (
        <Calculators
          state={{ matchId: m.id, recorded: false }}
          calculators={CALCS}
          first="gear"
          intentOf={intentOf}
          channels={{ preview: 'rcTable.preview', act: 'rcTable.act' }}
          options={(f) => {
            asked.push(f.kind);
            return [{ value: String(hornet), label: 'Hornet, the test’s car' }];
          }}
          status={`Turn ${turns + 1}`}
          rolls={(kind) => kind === 'hit'}
          onResolved={(r: RcResolution) => {
            resolved.push(r);
            setTurns((t) => t + 1);
          }}
        />
      );
    }
    const user = typist();
    l.render(<Host />);
    const calcs = await screen.findByRole('region', { name: 'Calculators' }, SLOW);

    // The first calculator named by the caller, its rule cited, the table's status beside the title.
    expect(within(calcs).getByRole('radiogroup', { name: 'Calculator' }).textContent).toBe('Set the gearA hitEnd the turn');
    expect(calcs.textContent).toContain('Test rules › Gears');
    expect(within(calcs).getByTestId('clock').textContent).toBe('Turn 1');
    // Nothing chosen: the first empty field is named and nothing can be applied; a gear is set, not rolled.
    expect(calcs.textContent).toContain('Say the car.');
    const apply = within(calcs).getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    expect(within(calcs).queryByRole('region', { name: 'Odds before rolling' })).toBeNull();

    // The car is the test's own kind of field: its options are the caller's.
    await choose(user, within(calcs).getByRole('combobox', { name: 'Car' }), /^Hornet, the test’s car/);
    expect(asked).toContain('car');
    await waitFor(() => expect(calcs.textContent).toContain('Say the gear.'), SLOW);

    // A gear the rules do not have: the table's preview refuses it in its words, and nothing is applied.
    const gear = within(calcs).getByRole('textbox', { name: 'Gear' });
    await user.type(gear, '9');
    const refusal = await within(calcs).findByRole('alert', {}, SLOW);
    expect(refusal.textContent).toContain('A gear is 1st to 6th');

    // Fourth gear: the table's preview before anything is written, then Apply writes it onto the live table.
    await user.clear(gear);
    await user.type(gear, '4');
    await within(calcs).findByRole('group', { name: 'Before the roll' }, SLOW);
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false), SLOW);
    await user.click(apply);
    await waitFor(() => expect(resolved).toHaveLength(1), SLOW);
    expect(resolved[0]!.title).toBeTruthy();
    await waitFor(() => expect(within(calcs).getByTestId('clock').textContent).toBe('Turn 2'), SLOW);
    const state = await l.call<RcTableState>('rcTable.state', { matchId: m.id });
    expect(state.teams.flatMap((t) => t.cars).find((c) => c.vehicleId === hornet)?.gear).toBe(4);

    // Another calculator starts from its own initial values; one that rolls shows its odds and says Roll.
    await user.click(within(calcs).getByText('A hit', { exact: true }));
    expect(calcs.textContent).toContain('Test rules › Hits');
    expect((within(calcs).getByRole('textbox', { name: 'Damage' }) as HTMLInputElement).value).toBe('2');
    expect(within(calcs).getByRole('region', { name: 'Odds before rolling' })).toBeTruthy();
    expect(within(calcs).getByRole('button', { name: 'Roll' })).toBeTruthy();
    // A calculator with a word of its own, and no fields, says it on its button.
    await user.click(within(calcs).getByText('End the turn', { exact: true }));
    expect(within(calcs).getByRole('button', { name: 'Next turn' }).hasAttribute('disabled')).toBe(false);
  }, 90_000);
});
