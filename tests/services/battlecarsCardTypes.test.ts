/**
 * Vehicle cards (gaps.md #4) on a real Battlecars league file: the league's card types are read with the vehicles
 * using each, and saved whole through `bcCards.save`, judged by the engine's card-type rules and by the loading rules
 * (Arming your vehicle) on every vehicle in use. A refusal names the rule and writes nothing; a save is one operation
 * that one undo takes back to the byte.
 */
import { describe, expect, it } from 'vitest';
import { type CardType, DEFAULT_BIKE, DEFAULT_CAR } from '../../src-shared/engine/battlecars';
import { battlecarsLeague } from '../rulesets/battlecars/league';
import { dwMatchLeague } from './dwTableLeague';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const clone = <T>(x: T): T => structuredClone(x);
/** The default car with one of its components changed. */
const carWith = (id: string, patch: object): CardType =>
  ({
    ...clone(DEFAULT_CAR),
    components: DEFAULT_CAR.components.map((c) => (c.id === id ? { ...c, ...patch } : c)),
  }) as CardType;

describe('Vehicle cards (gaps.md #4): the league’s card types', () => {
  it('are listed with the vehicles using each; the house defaults are a car and a bike', async () => {
    const t = await battlecarsLeague(tempDir());
    const v = await t.ok('bcCards.list', {});
    expect(v.cardTypes).toEqual([DEFAULT_CAR, DEFAULT_BIKE]);
    expect(v.defaults).toEqual([DEFAULT_CAR, DEFAULT_BIKE]);
    expect(
      Object.fromEntries(Object.entries(v.inUse).map(([k, l]) => [k, (l as { name: string; team: string }[]).map((x) => `${x.name} (${x.team})`)])),
    ).toEqual({
      car: ['Brute (Red Rovers)', 'Tank (Green Gang)'],
      bike: ['Hornet (Blue Devils)', 'Wasp (Gold Rush)'],
    });
  });

  it('a new card type and a change that leaves every vehicle legal are saved in one operation; one undo restores the file', async () => {
    const t = await battlecarsLeague(tempDir());
    const before = t.dump();
    const truck: CardType = { ...clone(DEFAULT_CAR), id: 'truck', name: 'Truck', armour: { front: 6, rear: 6, sideFront: 4, sideCentre: 4, sideRear: 4 } };
    const thicker = { ...clone(DEFAULT_CAR), armour: { ...DEFAULT_CAR.armour, front: 5 } };
    const saved = await t.ok('bcCards.save', { cardTypes: [thicker, DEFAULT_BIKE, truck] });
    expect(saved.cardTypes.map((c: CardType) => c.id)).toEqual(['car', 'bike', 'truck']);
    expect((await t.ok('journal.recent', { limit: 1 }))[0].summary).toBe('Vehicle card types: added Truck; changed Car');
    // The settings hold them: a vehicle of the new type is built through the core's team builder, by its rules.
    const f = await t.ok('franchise.add', { name: 'Big Rigs', colour: '#888888', owner: '' });
    const rig = await t.ok('team.addCar', {
      franchiseId: f.id,
      design: { version: 1, name: 'Rig', cardType: 'truck', loads: { podRear: ['Shell'] } },
      driver: { name: 'Ed' },
    });
    expect(rig.car.derived.card).toEqual({ name: 'Truck', kind: 'car', armour: truck.armour });
    await t.ok('journal.undo', {});
    await t.ok('journal.undo', {});
    await t.ok('journal.undo', {});
    expect(t.dump()).toBe(before);
  });

  it('a card type breaking the card rules, or an id twice, is refused in the rule’s words and writes nothing', async () => {
    const t = await battlecarsLeague(tempDir());
    const before = t.dump();
    const twoDrivers = {
      ...clone(DEFAULT_CAR),
      components: [...DEFAULT_CAR.components, { id: 'driver2', kind: 'driver', label: 'Second driver', section: 'centre' }],
    };
    const cases: [unknown[], string][] = [
      [[DEFAULT_CAR, DEFAULT_CAR], 'cardTypes.1.id: The card type id “car” is used twice. (Vehicle cards (gaps.md #4))'],
      [[twoDrivers, DEFAULT_BIKE], 'Car: a card has exactly one driver, not 2'],
      [
        [{ ...clone(DEFAULT_CAR), hitLocation: { ...DEFAULT_CAR.hitLocation, front: DEFAULT_CAR.hitLocation.front.slice(0, 7) } }, DEFAULT_BIKE],
        'A hit-location table has 8 entries, one per face of the d8',
      ],
      [[{ ...clone(DEFAULT_BIKE), armour: { ...DEFAULT_BIKE.armour, front: 17 } }], 'An armour block has at most 16 boxes'],
    ];
    for (const [cardTypes, words] of cases) {
      const r = await t.call('bcCards.save', { cardTypes });
      expect(r.ok, words).toBe(false);
      expect(!r.ok && r.error.kind).toBe('validation');
      expect(!r.ok && r.error.message).toContain(words);
      expect(!r.ok && r.error.message).toContain('Nothing was saved.');
    }
    expect((await t.call('bcCards.save', { cardTypes: [] })).ok).toBe(false);
    expect(t.dump()).toBe(before);
  });

  it('a change that takes a loaded pod from a vehicle in use, or makes its load break a loading rule, is refused naming the vehicle', async () => {
    const t = await battlecarsLeague(tempDir());
    const before = t.dump();
    const noFrontPod: CardType = {
      ...clone(DEFAULT_CAR),
      components: DEFAULT_CAR.components.filter((c) => c.id !== 'podFront'),
      hitLocation: {
        ...DEFAULT_CAR.hitLocation,
        front: [
          ['gunneryComputer'],
          ['gunneryComputer'],
          ['tyreFrontLeft'],
          ['tyreFrontRight'],
          ['gunneryComputer'],
          ['gunneryComputer'],
          ['gunneryComputer'],
          ['tyreFrontLeft', 'tyreFrontRight'],
        ],
      },
    };
    const cases: [unknown[], string][] = [
      // Brute carries two rockets in its front pod.
      [[noFrontPod, DEFAULT_BIKE], 'Brute (Red Rovers) would break a rule: Car has no pod or turret “podFront”'],
      [
        [carWith('podFront', { capacity: 1 }), DEFAULT_BIKE],
        'Brute (Red Rovers) would break a rule: The Front pod holds 1 counters; 2 are loaded. (Vehicle cards (gaps.md #4))',
      ],
      [
        [carWith('podFront', { facing: 'left' }), DEFAULT_BIKE],
        'Brute (Red Rovers) would break a rule: Rockets and shells can only be in pods that fire out of the front or rear. The Front pod fires out of the left. (Arming your vehicle)',
      ],
      // Tank drops mines from its left pod: passive weapons never fire out of the front.
      [[carWith('podLeft', { facing: 'front' }), DEFAULT_BIKE], 'Tank (Green Gang) would break a rule: Passive weapons cannot fire out of the front.'],
      [[{ ...clone(DEFAULT_CAR), kind: 'bike' }, DEFAULT_BIKE], 'Brute (Red Rovers) would break a rule: Bikes cannot be armed with rockets.'],
      // Two bikes ride the bike card type.
      [[DEFAULT_CAR], 'they break 2 rules (the first: Hornet (Blue Devils) would break a rule: This league has no card type “bike”: its card types are car.'],
    ];
    for (const [cardTypes, words] of cases) {
      const r = await t.call('bcCards.save', { cardTypes });
      expect(r.ok, words).toBe(false);
      expect(!r.ok && r.error.message).toContain(words);
    }
    expect(t.dump()).toBe(before);
    // A vehicle sold is no longer in use: its card type may go.
    await t.ok('team.removeCar', { vehicleId: t.vehicles[1] });
    await t.ok('team.removeCar', { vehicleId: t.vehicles[3] });
    expect((await t.ok('bcCards.save', { cardTypes: [DEFAULT_CAR] })).cardTypes).toEqual([DEFAULT_CAR]);
  });

  it('the generic settings do not edit card types; another league is refused the channel naming both rulesets', async () => {
    const t = await battlecarsLeague(tempDir(), 1);
    const r = await t.call('league.updateSettings', { houseRules: { cardTypes: [DEFAULT_CAR] } });
    expect(!r.ok && r.error.message).toBe('There is no house rule “cardTypes”.');
    const view = await t.ok('league.settings', {});
    expect(view.houseRules.map((h: { key: string }) => h.key)).not.toContain('cardTypes');
    const dw = await dwMatchLeague(tempDir());
    const other = await dw.call('bcCards.save', { cardTypes: [DEFAULT_CAR] });
    expect(!other.ok && other.error.message).toContain(
      'This is a Battlecars command (bcCards.save); this league (Toy Box) plays Dirty Wheels. Nothing was changed.',
    );
  });
});
