/**
 * ruleset-done.md, Playing: "The CLI runs the same calculators (a match can be played and scripted without the
 * screens)". A short Dirty Wheels match through `league match table` (the core's command, in Dirty Wheels' words) on a
 * real league file: initiative, a shot, a ram with
 * both cars' continued movement (Ramming), the log, undo; the numbers checked against the engine's public index
 * on the league's own seeded dice, typed dice checked per die, and the help read off the contract's schemas.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { deriveCar, defaultDirtyWheelsSettings, match, newDriver, SeededDice, shootingAim } from '../../src-shared/engine/dirtywheels';
import { type DwActResult, type DwTableState, dwIntentSchema } from '../../src-shared/ipc/channels/dirtywheels/table';
import { dwMatchLeague } from '../services/dwTableLeague';
import { useTempDir } from '../support/tempLeague';
import { run } from '../support/cli';

const tempDir = useTempDir();
const settings = { ...defaultDirtyWheelsSettings(), upgrades: 'pick' as const, upgradeCount: 'up-to-3' as const };

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

const json = async <T>(...argv: string[]): Promise<T> => JSON.parse(await ok(...argv, '--format', 'json')) as T;

/** The league's dice seed and counter, read from the file as it stands between two commands. */
function dice(file: string): { seed: number; counter: number } {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number };
  } finally {
    db.close();
  }
}

async function league() {
  const t = await dwMatchLeague(tempDir());
  t.session.close();
  return { file: t.file, id: String(t.matchId), designs: t.designs };
}

/** The table's state as `table.state` answers it (`--format json`): the ruleset's own, under `state`. */
const stateJson = async (file: string, id: string): Promise<DwTableState> =>
  (await json<{ ruleset: string; state: DwTableState }>('match', 'table', file, '--match', id, 'state')).state;

/** One intent as `table.act` answers it: the table after it and what was resolved (`result`), as `dwTable.act` says them. */
async function actJson(file: string, id: string, ...argv: string[]): Promise<DwActResult> {
  const r = await json<{ ruleset: string; state: DwTableState; result: DwActResult['resolution'] }>('match', 'table', file, '--match', id, 'act', ...argv);
  return { state: r.state, resolution: r.result };
}

const carOf = (s: DwTableState, name: string) => s.teams.flatMap((t) => t.cars).find((c) => c.name === name)!;

describe('league match table: a Dirty Wheels match from the command line', () => {
  it('plays initiative, a shot and a ram with its continued movement on seeded dice; the log and undo', async () => {
    const { file, id, designs } = await league();

    const start = await ok('match', 'table', file, '--match', id, 'state');
    expect(start).toContain('Match 1 (id 1) — not started: roll initiative to start the round');
    expect(start).toContain('Rust Rats — 2 running, 0 kills');
    expect(start).toMatch(/Hauler \[\d+\]\s+Truck · Max/);
    expect(start).toContain('Speed 4/4"  Armour 6  Init 2  Aim 0  Brav 4+  Skill 4+');
    expect(start).toContain('Structure [ ][ ][ ][ ][ ]  0 of 5 damage');
    expect(start).toContain(
      '[0] Machine gun (fixed, 6", 6, str 0) · [1] Machine gun (fixed, 6", 6, str 0) · [2] Chain gun (turret, 10", 10, str 1) · Experimental engine',
    );

    // The Rules: initiative, a d6 + the driver's initiative per car, as the engine rolls it on the league's dice.
    let d = dice(file);
    const init = await actJson(file, id, 'initiative');
    const cars = init.state.teams.flatMap((t) => t.cars);
    const expected = match.rollInitiative(
      new SeededDice(d.seed, d.counter),
      cars.map((c) => ({ id: c.name, initiative: c.driver.initiative })),
      settings,
    );
    expect(init.state.order!.map((o) => [cars.find((c) => c.vehicleId === o.vehicleId)!.name, o.total])).toEqual(expected.map((e) => [e.id, e.total]));
    expect(init.state).toMatchObject({ phase: 'activations', round: 1 });

    // Shooting: Hauler's Chain gun (weapon 2: 10 attacks, strength 1) at Zip (armour 4) needs over 3.
    d = dice(file);
    const shotText = await ok(
      'match',
      'table',
      file,
      '--match',
      id,
      'act',
      'shoot',
      '--shooter',
      'Hauler',
      '--weapon',
      '2',
      '--target',
      'zip',
      '--distance',
      '8',
    );
    const shot = match.shoot(
      new SeededDice(d.seed, d.counter),
      {
        shooter: 'Hauler',
        target: 'Zip',
        weapon: deriveCar(designs.Hauler!, settings).weapons[2]!,
        aim: shootingAim(newDriver('Max'), deriveCar(designs.Hauler!, settings)).parts,
        targetArmour: 4,
        distance: 8,
        targetInFront: true,
      },
      settings,
    );
    expect(shotText).toContain('Hauler shoots Zip with the Chain gun (turret, 8" of 10")');
    expect(shotText).toContain(`dice: ${shot.attack!.dice.map((x) => `${x.roll.value}${x.exceeds ? '✓' : '✗'}`).join(' ')}`);
    expect(shotText).toContain(`→ ${shot.damage ? '1 damage to Zip' : 'Zip takes no damage'}`);
    expect(shotText).toContain(`Speed ${12 - shot.damage}/12"`);

    // Ramming: Brick (Standard, armour 5) rams Spike (Racer, armour 4) with 7" of its move left: both cars move on
    // 1/3 of 7" = 2⅓" (measured exactly by default, gaps.md #37); Brick makes 1 attack at +2, needing over 4.
    d = dice(file);
    const ramText = await ok('match', 'table', file, '--match', id, 'act', 'ram', '--rammer', 'Brick', '--target', 'Spike', '--remaining', '7');
    const ram = match.ram(new SeededDice(d.seed, d.counter), { id: 'Brick', armour: 5 }, { id: 'Spike', armour: 4 });
    expect(ramText).toContain('Brick rams Spike');
    expect(ramText).toContain('Continued movement: Brick 2⅓", Spike 2⅓"');
    expect(ramText).toContain('distance 7" × 1/3 (Remaining movement 7, × 1/3 −4.67)');
    expect(ramText).toContain(`→ Brick and Spike move on 2⅓"; damage: Brick 0, Spike ${ram.damage.Spike}`);
    expect(ramText).toContain('Brick against Spike');
    expect(ramText).toContain('needs over 4');
    expect(ramText).toContain('(rammed: −1 bravery)');
    const afterRam = await stateJson(file, id);
    expect(carOf(afterRam, 'Spike').card.damage).toBe(ram.damage.Spike);
    const counterAfterRam = dice(file).counter;
    expect(counterAfterRam).toBe(d.counter + 1);

    // The log: every move in order with its outcome.
    const log = await ok('match', 'table', file, '--match', id, 'log');
    expect(log.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      expect.stringMatching(/^#2 Initiative for round 1$/),
      expect.stringMatching(/^#3 Hauler shoots Zip with the Chain gun/),
      expect.stringMatching(/^#4 Brick rams Spike$/),
    ]);

    // Undo takes the ram back with its die: the card, the log and the dice counter as before.
    const undo = await ok('match', 'table', file, '--match', id, 'undo');
    expect(undo).toMatch(/^Undid: Match 1: Brick rams Spike: Brick and Spike move on 2⅓"/);
    const undone = await stateJson(file, id);
    expect(carOf(undone, 'Spike').card.damage).toBe(0);
    expect(undone.log.map((e) => e.kind)).toEqual(['initiative', 'shoot']);
    expect(dice(file).counter).toBe(d.counter);

    // A backwards ram with 9" left: each inch counts as two, 1½" (gaps.md #38); previewed, nothing rolled.
    const preview = await ok(
      'match',
      'table',
      file,
      '--match',
      id,
      'preview',
      'ram',
      '--rammer',
      'Brick',
      '--target',
      'Spike',
      '--remaining',
      '9',
      '--backwards',
    );
    expect(preview).toContain('Continued movement: Brick 1½", Spike 1½"');
    expect(preview).toContain('Nothing rolled yet');
    expect(dice(file).counter).toBe(d.counter);

    // The Rules, measured with no dice: Zip's speed now, −1" in mud, in 4" segments; reversing at two per inch; a
    // harpoon's tether halves the 5" left (Car upgrades), 2½" as measured by default.
    const allowance = 12 - shot.damage - 1;
    const move = await ok('match', 'table', file, '--match', id, 'preview', 'move', '--car', 'Zip', '--mud', '--dragRemaining', '5');
    expect(move).toContain(`Movement: up to ${allowance}"`);
    expect(move).toContain(`Segments: ${Math.ceil(allowance / 4)} segments of 4", a turn of up to 90° before each`);
    expect(move).toContain(`Reversing: up to ${match.inchesText(allowance / 2)} backwards`);
    expect(move).toContain('Harpoon tether: Moves on 2½", dragging the other along (half of 5")');
    expect(move).toContain(`→ Zip moves up to ${allowance}" in ${Math.ceil(allowance / 4)} segments`);
    expect(dice(file).counter).toBe(d.counter);

    // Undo refuses to take back anything but this table's last move.
    await ok('settings', file, '--rules', '{"turnLimit": 5}');
    const refused = await run('match', 'table', file, '--match', id, 'undo');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/The league's last operation is not a move at match 1's table but “.*”: nothing was undone\. Use `league undo`/);
  });

  it('refuses bad intents in words that name what is wrong, and writes nothing', async () => {
    const { file, id } = await league();
    await ok('match', 'table', file, '--match', id, 'act', 'initiative');
    const before = dice(file).counter;
    const cases: [string[], RegExp][] = [
      [
        ['ram', '--rammer', 'Nobody', '--target', 'Spike', '--remaining', '4'],
        /--rammer: there is no car “Nobody” at this table \(cars: Hauler \(\d+\), Spike/,
      ],
      [['ram', '--rammer', 'Brick'], /ram needs --target \(car \(id or name\): the car it is aimed at\)/],
      [['shoot', '--shooter', 'Hauler', '--weapon', '2', '--target', 'Zip', '--distance', 'far'], /--distance is a number 0-200, not “far”/],
      [['ram', '--rammer', 'Brick', '--target', 'Spike', '--speed', '3'], /ram has no field --speed; its fields: --rammer, --target, --remaining, --backwards/],
      [['manoeuvre', '--car', 'Zip', '--manoeuvre', 'Donut'], /--manoeuvre is one of "Hairpin turn"\|Skid\|Hop, not “Donut”/],
      [['fly'], /There is no intent “fly” at the table; one of: initiative, shoot, ram/],
      [['ram', '--rammer', 'Brick', '--target', 'Spike', '--remaining', '-2'], /The remaining movement cannot be negative/],
      [['initiative'], /Round 1 is under way/],
      [['move', '--car', 'Zip'], /Movement is measured, not rolled: nothing is written \(preview it\)/],
    ];
    for (const [argv, message] of cases) {
      const r = await run('match', 'table', file, '--match', id, 'act', ...argv);
      expect(r.err, argv.join(' ')).toMatch(message);
      expect(r.code).not.toBe(0);
    }
    expect(dice(file).counter).toBe(before);
    expect((await stateJson(file, id)).log).toHaveLength(1);
  });

  it('typed dice: one list, each die checked against its range and named by its purpose', async () => {
    const { file, id } = await league();
    await ok('settings', file, '--dice', 'manual');
    const bad = await run('match', 'table', file, '--match', id, 'act', 'initiative', '--dice', '6 7 5 1');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('The value 7 typed for “initiative: Spike”'.replaceAll(/[“”]/g, '"'));
    expect(bad.err).toContain('expected 1');
    const short = await run('match', 'table', file, '--match', id, 'act', 'initiative', '--dice', '6 3');
    expect(short.code).toBe(3);
    expect(short.err).toMatch(/Roll 1d6 for "initiative: Zip"/);
    expect((await stateJson(file, id)).started).toBe(false);
    // Hauler 6+2, Spike 3+2, Zip 5+2, Brick 1+2: typed as one list, in the order the calculator asks.
    const r = await actJson(file, id, 'initiative', '--dice', '6 3 5 1');
    const name = (v: number) => r.state.teams.flatMap((t) => t.cars).find((c) => c.vehicleId === v)!.name;
    expect(r.state.order!.map((o) => [name(o.vehicleId), o.total])).toEqual([
      ['Hauler', 8],
      ['Zip', 7],
      ['Spike', 5],
      ['Brick', 3],
    ]);
    expect(r.resolution.steps[0]!.dice[0]).toMatchObject({ value: 6, mode: 'manual' });
  });

  it('--help lists every intent and every field of the contract with its type and an example', async () => {
    const help = await ok('match', 'table', '--help');
    for (const o of dwIntentSchema.options) {
      const kind = o.shape.kind.value;
      expect(help).toMatch(new RegExp(`\\n    ${kind}: `));
      expect(help).toContain(`e.g. league match table FILE.league --match MATCH_ID act ${kind}`);
      for (const field of Object.keys(o.shape).filter((k) => k !== 'kind')) expect(help, `${kind}.${field}`).toMatch(new RegExp(`--${field}\\s+\\S`));
    }
    expect(help).toContain('--remaining           number 0-200, optional: inches of the rammer’s movement left when it touched the target');
    expect(help).toContain('--weapon              whole number 0-5, required');
    expect(help).toContain('--dice "6 3 5"');
    const { file } = await league();
    const intents = JSON.parse(await ok('match', 'table', file, 'intents', '--format', 'json')) as {
      kind: string;
      fields: { name: string; words: string }[];
    }[];
    expect(intents.map((i) => i.kind)).toEqual(dwIntentSchema.options.map((o) => o.shape.kind.value));
    for (const i of intents) for (const f of i.fields) expect(f.words, `${i.kind}.${f.name} has words`).not.toBe('');
  });

  it('league rulesets says Dirty Wheels plays its matches with calculators', async () => {
    expect(await ok('rulesets')).toMatch(/dirtywheels\s+Dirty Wheels\s+drivers; match calculators; vehicle, person, team sheets\s+app and league/);
  });
});
