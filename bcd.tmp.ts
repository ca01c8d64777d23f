import { bcDuel, bcDuelSimulate, DEFAULT_CAR, battlecarsSettingsSchema } from './src-shared/engine/battlecars';
const S = battlecarsSettingsSchema.parse({});
const loads = { turret: ['MG rounds', 'MG rounds', 'MG rounds'], podFront: ['Rocket', 'Rocket', 'Rocket'], podLeft: ['MG rounds', 'MG rounds'] } as any;
const car = (name: string) => ({ name, design: { version: 1 as const, name, cardType: 'car', loads }, card: DEFAULT_CAR, shows: 'leftCentre' as const });
const input = { a: car('A'), b: car('B'), range: 3, turns: 10 };
const cpu = (f: () => void) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const c = process.cpuUsage(c0);
  return `${(performance.now() - t0).toFixed(0)}ms wall ${((c.user + c.system) / 1000).toFixed(0)}ms cpu`;
};
for (const turns of [1, 2]) {
  let r: any;
  console.log(
    'chain turns',
    turns,
    cpu(() => {
      r = bcDuel({ ...input, turns }, S, { chainBudget: 1e9 });
    }),
    r.states,
    r.shotsWalked,
  );
}
for (let i = 0; i < 3; i++)
  for (const runs of [200, 500])
    console.log(
      'sim',
      runs,
      cpu(() => bcDuelSimulate(input, S, runs, 1)),
    );
for (const b of [500, 2000, 5000]) {
  let r: any;
  console.log(
    'budget',
    b,
    cpu(() => {
      r = bcDuel(input, S, { chainBudget: b, runs: 200 });
    }),
    r.method,
  );
}
