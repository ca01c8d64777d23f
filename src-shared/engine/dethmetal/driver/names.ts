/**
 * Names for rookies: plausible driver names, drawn reproducibly from a seed (the league's seed) and a draw number,
 * so the same league offers the same suggestions in the same order. The rules name nobody; this is a convenience for
 * the organizer (Gyrinx's name generator), not a rule: it never touches the league's dice counter.
 */
import { drawDie } from '../../dice';

export const FIRST_NAMES = [
  'Ada',
  'Angus',
  'Bea',
  'Bo',
  'Brick',
  'Cal',
  'Cass',
  'Clem',
  'Dell',
  'Dex',
  'Dot',
  'Duke',
  'Eddie',
  'Ellie',
  'Etta',
  'Flint',
  'Frankie',
  'Gus',
  'Hank',
  'Hattie',
  'Ike',
  'Ivy',
  'Jack',
  'Jo',
  'June',
  'Kit',
  'Lou',
  'Mabel',
  'Mack',
  'Mae',
  'Marv',
  'Millie',
  'Moe',
  'Nell',
  'Ozzie',
  'Pearl',
  'Rex',
  'Rita',
  'Roxy',
  'Ruby',
  'Rusty',
  'Sal',
  'Sid',
  'Stella',
  'Tess',
  'Tex',
  'Vera',
  'Wade',
  'Walt',
  'Zeke',
] as const;

export const SURNAMES = [
  'Axelrod',
  'Barrow',
  'Blackwood',
  'Boone',
  'Brannigan',
  'Calloway',
  'Cobb',
  'Crane',
  'Delgado',
  'Drummond',
  'Dunlap',
  'Fenwick',
  'Flanagan',
  'Garrity',
  'Gideon',
  'Grimes',
  'Hackett',
  'Halloran',
  'Holt',
  'Kowalski',
  'Lang',
  'Maddox',
  'Malone',
  'McCready',
  'Mendez',
  'Novak',
  "O'Hara",
  'Okafor',
  'Petrov',
  'Quill',
  'Ramsey',
  'Reyes',
  'Rourke',
  'Sawyer',
  'Shaw',
  'Slade',
  'Stokes',
  'Strand',
  'Tanaka',
  'Thorne',
  'Vance',
  'Voss',
  'Wexler',
  'Whitlock',
  'Yates',
  'Zane',
] as const;

/** Pit-lane nicknames; one name in NICKNAME_ONE_IN gets one ("Gus “Lugnut” Malone"). */
export const NICKNAMES = [
  'Axle',
  'Backfire',
  'Blowout',
  'Brakes',
  'Burnout',
  'Chrome',
  'Clutch',
  'Diesel',
  'Dynamo',
  'Gasket',
  'Grit',
  'Hammer',
  'Hotfoot',
  'Lugnut',
  'Mad Dog',
  'Nitro',
  'Piston',
  'Redline',
  'Rivet',
  'Scrapper',
  'Skid',
  'Smokey',
  'Sparks',
  'Torque',
  'Tread',
  'Turbo',
  'Two-Stroke',
  'Wrench',
] as const;

export const NICKNAME_ONE_IN = 4;

/** Draws per suggestion: first name, surname, nickname-or-not, nickname. */
const DRAWS = 4;
/** Tries before accepting a name already taken (the lists give over 2,000 plain names; a clash is rare). */
const TRIES = 20;

const pick = <T>(list: readonly T[], seed: number, draw: number): T => list[drawDie(seed, draw, list.length) - 1]!;

function nameAt(seed: number, n: number): string {
  const at = n * DRAWS;
  const first = pick(FIRST_NAMES, seed, at);
  const last = pick(SURNAMES, seed, at + 1);
  if (drawDie(seed, at + 2, NICKNAME_ONE_IN) !== 1) return `${first} ${last}`;
  return `${first} “${pick(NICKNAMES, seed, at + 3)}” ${last}`;
}

/**
 * The `index`-th suggested name for a seed, skipping names in `taken` (compared without case), so a roster is not
 * offered a name it already has. The same (seed, index, taken) always gives the same name.
 */
export function suggestDriverName(seed: number, index: number, taken: readonly string[] = []): string {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  let name = nameAt(seed, index * TRIES);
  for (let i = 1; i < TRIES && used.has(name.toLowerCase()); i++) name = nameAt(seed, index * TRIES + i);
  return name;
}
