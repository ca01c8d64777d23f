import type { Problem } from '../ruleset';
import type { CarDesign, Driver, Team } from './design';
import { SECTION, withGap } from './sections';
import type { DirtyWheelsSettings } from './settings';
import { carType } from './tables/cars';
import { BUY_POINTS, STATS, statRowForValue } from './tables/drivers';
import { weaponRow } from './tables/weapons';

const problem = (path: Problem['path'], code: string, message: string, rule: string, measure?: number): Problem =>
  measure === undefined ? { path, code, message, rule } : { path, code, message, rule, measure };

/** Car types › weapon line, read per the weaponSlots house rule (gaps.md #7, #17: fewer weapons than slots is allowed). */
function weaponProblems(design: CarDesign, settings: DirtyWheelsSettings): Problem[] {
  const type = carType(design.type);
  const line = `"${type.weapons.printed}"`;
  const rule = withGap(SECTION.carTypes, 7);
  const out: Problem[] = [];
  const fixed = design.weapons.map((w, i) => ({ ...w, i })).filter((w) => w.mount === 'fixed');
  const turret = design.weapons.map((w, i) => ({ ...w, i })).filter((w) => w.mount === 'turret');
  for (const w of fixed) {
    const cls = weaponRow(w.weapon).class;
    if (!type.weapons.fixed.classes.includes(cls))
      out.push(problem(['weapons', w.i], 'fixed-class', `A ${type.type} takes ${line}: the ${w.weapon} is a ${cls} weapon and cannot be fixed.`, rule));
  }
  for (const w of turret) {
    const cls = weaponRow(w.weapon).class;
    if (!type.weapons.turret.classes.includes(cls))
      out.push(problem(['weapons', w.i], 'turret-class', `A ${type.type} takes ${line}: its turret cannot carry the ${cls} ${w.weapon}.`, rule));
  }
  if (fixed.length > type.weapons.fixed.count)
    out.push(
      problem(
        ['weapons'],
        'too-many-fixed',
        `A ${type.type} takes ${line}: ${fixed.length} fixed weapons is more than ${type.weapons.fixed.count}.`,
        rule,
        fixed.length - type.weapons.fixed.count,
      ),
    );
  if (turret.length > type.weapons.turret.count)
    out.push(
      problem(
        ['weapons'],
        'too-many-turret',
        `A ${type.type} takes ${line}: ${turret.length} turret weapons is more than ${type.weapons.turret.count}.`,
        rule,
        turret.length - type.weapons.turret.count,
      ),
    );
  if (type.weapons.join === 'or' && settings.weaponSlots === 'as-printed' && fixed.length > 0 && turret.length > 0)
    out.push(
      problem(
        ['weapons'],
        'fixed-or-turret',
        `A ${type.type} takes ${line}: fixed weapons or a turret weapon, not both (house rule "Weapon line 'or'": as printed).`,
        rule,
      ),
    );
  return out;
}

/** Car upgrades: "Each car may take D3 of the following upgrades" (gaps.md #5 duplicates, #15 the count when picking). */
function upgradeProblems(design: CarDesign, settings: DirtyWheelsSettings): Problem[] {
  const out: Problem[] = [];
  const n = design.upgrades.length;
  const pickUpToThree = settings.upgrades === 'pick' && settings.upgradeCount === 'up-to-3';
  if (pickUpToThree) {
    if (n > 3)
      out.push(
        problem(
          ['upgrades'],
          'too-many-upgrades',
          `"Each car may take D3 of the following upgrades": ${n} is more than 3.`,
          withGap(SECTION.upgrades, 15),
          n - 3,
        ),
      );
  } else if (design.upgradeAllowance === undefined) {
    if (n > 0)
      out.push(
        problem(
          ['upgradeAllowance'],
          'upgrade-allowance-missing',
          `"Each car may take D3 of the following upgrades": roll the D3 for this car before taking upgrades.`,
          withGap(SECTION.upgrades, 15),
        ),
      );
  } else if (n > design.upgradeAllowance)
    out.push(
      problem(
        ['upgrades'],
        'too-many-upgrades',
        `"Each car may take D3 of the following upgrades": the D3 gave ${design.upgradeAllowance}, and this car has ${n}.`,
        withGap(SECTION.upgrades, 15),
        n - design.upgradeAllowance,
      ),
    );
  if (settings.upgradeDuplicates === 'reroll')
    design.upgrades.forEach((u, i) => {
      if (design.upgrades.indexOf(u) !== i)
        out.push(
          problem(
            ['upgrades', i],
            'duplicate-upgrade',
            `${u} is taken twice; this league re-rolls duplicate upgrades (house rule "Duplicate upgrades").`,
            withGap(SECTION.upgrades, 5),
          ),
        );
    });
  return out;
}

export function validateCar(design: CarDesign, settings: DirtyWheelsSettings): Problem[] {
  return [...weaponProblems(design, settings), ...upgradeProblems(design, settings)];
}

/** Points a driver's stats cost on the 8-point buy: 1, 2 or 3 per stat by its row. */
export function buyCost(driver: Driver): number {
  return STATS.reduce((sum, s) => sum + (statRowForValue(s, driver[s])?.buyCost ?? 0), 0);
}

function buyProblems(driver: Driver, settings: DirtyWheelsSettings): Problem[] {
  if (settings.driverStats !== 'buy') return [];
  const cost = buyCost(driver);
  const words = `"every player has 8 points per driver to spend on stats, with the first row costing 1 point, the second 2, and the third 3"`;
  if (cost > BUY_POINTS)
    return [
      problem(
        ['stats'],
        'over-buy',
        `${words}: these stats cost ${cost} points, ${cost - BUY_POINTS} over the ${BUY_POINTS}.`,
        SECTION.pointBuy,
        cost - BUY_POINTS,
      ),
    ];
  if (cost < BUY_POINTS && settings.unspentBuyPoints === 'must-spend-all')
    return [
      problem(
        ['stats'],
        'unspent-buy',
        `${words}: these stats cost ${cost} points; this league spends all ${BUY_POINTS} (house rule "Unspent buy points").`,
        withGap(SECTION.pointBuy, 8),
        BUY_POINTS - cost,
      ),
    ];
  return [];
}

function traitProblems(driver: Driver, settings: DirtyWheelsSettings): Problem[] {
  const out: Problem[] = [];
  const n = driver.traits.length;
  const words = '"Drivers can also have D3-1 traits (or an equal amount per player)"';
  if (settings.traitCount === 'fixed') {
    if (n !== settings.fixedTraitCount)
      out.push(
        problem(
          ['traits'],
          'trait-count',
          `${words}: this league gives every driver ${settings.fixedTraitCount}, and this driver has ${n}.`,
          withGap(SECTION.traits, 16),
          Math.abs(n - settings.fixedTraitCount),
        ),
      );
  } else if (driver.traitAllowance === undefined) {
    if (n > 0)
      out.push(
        problem(['traitAllowance'], 'trait-allowance-missing', `${words}: roll the D3-1 for this driver before taking traits.`, withGap(SECTION.traits, 16)),
      );
  } else if (n > driver.traitAllowance)
    out.push(
      problem(
        ['traits'],
        'trait-count',
        `${words}: the D3-1 gave ${driver.traitAllowance}, and this driver has ${n}.`,
        SECTION.traits,
        n - driver.traitAllowance,
      ),
    );
  if (settings.traitDuplicates === 'reroll')
    driver.traits.forEach((t, i) => {
      if (driver.traits.indexOf(t) !== i)
        out.push(
          problem(
            ['traits', i],
            'duplicate-trait',
            `${t} is taken twice; this league re-rolls duplicate traits (house rule "Duplicate traits").`,
            withGap(SECTION.traits, 5),
          ),
        );
    });
  return out;
}

export function validateDriver(driver: Driver, settings: DirtyWheelsSettings): Problem[] {
  return [...buyProblems(driver, settings), ...traitProblems(driver, settings)];
}

/** A team: at most the league's cars per team (gaps.md #12), and every car and driver legal. */
export function validateTeam(team: Team, settings: DirtyWheelsSettings): Problem[] {
  const size =
    team.cars.length > settings.teamSize
      ? [
          problem(
            ['cars'],
            'team-size',
            `This league's teams field ${settings.teamSize} cars; ${team.name} has ${team.cars.length}.`,
            withGap(SECTION.rules, 12),
          ),
        ]
      : [];
  const at = (i: number, part: string) => (p: Problem) => ({ ...p, path: ['cars', i, part, ...p.path] });
  return [
    ...size,
    ...team.cars.flatMap((c, i) => [...validateCar(c.design, settings).map(at(i, 'design')), ...validateDriver(c.driver, settings).map(at(i, 'driver'))]),
  ];
}
