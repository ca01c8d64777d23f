/**
 * A car's live card in a race: wear points left per component, armour left, the turret, crew hits, the weapons and
 * dropped weapons still working with their loads, and weapon hits waiting for the owner's choice. Pure data: every
 * rule returns a new state, never changes the one it is given.
 */
import type { CarDesign } from '../design';
import { RaceCombatRuleError, SECTION, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import { CREW, ELIMINATING_COMPONENTS } from '../tables/combat';
import type { Component } from '../tables/weapons';

export interface CarState {
  wear: Record<Component, number>;
  bodyArmour: number;
  tyreArmour: number;
  /** Turret armour left; null: no turret (never had one, or destroyed). */
  turretArmour: number | null;
  driverHits: number;
  gunnerHits: number;
  /** Ids of the weapons and dropped weapons still working. */
  weapons: string[];
  dropped: string[];
  /** Loads left per weapon or dropped weapon id. */
  ammunition: Record<string, number>;
  /** "The owning player may select which weapon is destroyed": weapon hits waiting for that choice (`loseWeapon`). */
  weaponHitsToChoose: number;
}

/** A car at the start of a race: full wear points, armour and ammunition. */
export function freshState(design: CarDesign, settings: Pick<RacecombatSettings, 'ammunition'>): CarState {
  return {
    wear: { ...design.wearPoints },
    bodyArmour: design.bodyArmour,
    tyreArmour: design.tyreArmour,
    turretArmour: design.turret ? design.turret.armour : null,
    driverHits: 0,
    gunnerHits: 0,
    weapons: design.weapons.map((w) => w.id),
    dropped: design.dropped.map((d) => d.id),
    ammunition: Object.fromEntries([...design.weapons, ...design.dropped].map((w) => [w.id, settings.ammunition[w.weapon]])),
    weaponHitsToChoose: 0,
  };
}

/** Hits the driver (or gunner) dies at: "2 hits (plus armour)" (gaps.md #10). */
export const crewCapacity = (design: CarDesign, who: 'driver' | 'gunner'): number => CREW.hits + design.crewArmour[who];

export const driverDead = (design: CarDesign, s: CarState): boolean => s.driverHits >= crewCapacity(design, 'driver');
/**
 * A car as it races when its gunner's seat is empty (gaps.md #32): no gunner, so no second attack, no gunner's
 * computer or armour, and a Gunner hit location crosses off bodywork ("Gunner (or Body hit if no Gunner)").
 */
export const withoutGunner = (design: CarDesign): CarDesign =>
  design.gunner
    ? { ...design, gunner: false, targetingComputer: { ...design.targetingComputer, gunner: false }, crewArmour: { ...design.crewArmour, gunner: 0 } }
    : design;

/** A gunner who is alive (none: false). */
export const gunnerAlive = (design: CarDesign, s: CarState): boolean => design.gunner && s.gunnerHits < crewCapacity(design, 'gunner');

/**
 * Why the car is out of the race, in the rule's words (empty: still racing): "The loss of all Tyres, Engine, Body or
 * Driver will eliminate the car" and "If this is the driver, then the vehicle is eliminated".
 */
export function eliminatedBy(design: CarDesign, s: CarState): string[] {
  const why: string[] = ELIMINATING_COMPONENTS.filter((c) => s.wear[c] <= 0).map((c) => `no ${c} wear points left`);
  if (driverDead(design, s)) why.push('the driver is dead');
  return why;
}

/** `eliminatedBy(…).length > 0` without its words: the duel's chain asks it of every state, many times. */
export const eliminated = (design: CarDesign, s: CarState): boolean => ELIMINATING_COMPONENTS.some((c) => s.wear[c] <= 0) || driverDead(design, s);

/** Weapons and dropped weapons still on the car that a weapon hit may take. */
export const weaponsLeft = (s: CarState): number => s.weapons.length + s.dropped.length;

/** The owner's choice for a weapon hit: the weapon (or dropped weapon) destroyed. */
export function loseWeapon(design: CarDesign, s: CarState, id: string): CarState {
  if (s.weaponHitsToChoose < 1) throw new RaceCombatRuleError(`${design.name} has no weapon hit waiting for a choice`, SECTION.damageEffects);
  if (!s.weapons.includes(id) && !s.dropped.includes(id))
    throw new RaceCombatRuleError(
      `${design.name} has no working weapon “${id}”: it has ${[...s.weapons, ...s.dropped].join(', ') || 'none'}`,
      withGap(SECTION.damageEffects, 11),
    );
  return { ...s, weapons: s.weapons.filter((w) => w !== id), dropped: s.dropped.filter((w) => w !== id), weaponHitsToChoose: s.weaponHitsToChoose - 1 };
}

/** "Cross off one ammunition load for the weapon": refused at none left, or for a weapon destroyed. */
export function spendAmmunition(design: CarDesign, s: CarState, id: string): CarState {
  if (!s.weapons.includes(id) && !s.dropped.includes(id)) throw new RaceCombatRuleError(`${design.name}'s “${id}” is not a working weapon`, SECTION.combat);
  const left = s.ammunition[id] ?? 0;
  if (left < 1) throw new RaceCombatRuleError(`${design.name}'s “${id}” has no ammunition left: the weapon has to have some ammunition left`, SECTION.combat);
  return { ...s, ammunition: { ...s.ammunition, [id]: left - 1 } };
}

/** Fresh for the next race, or its wear and damage carried over, reloaded (the league's house rule, gaps.md #25). */
export function nextRaceState(design: CarDesign, after: CarState, settings: Pick<RacecombatSettings, 'carryOver' | 'ammunition'>): CarState {
  if (settings.carryOver === 'fresh') return freshState(design, settings);
  // Wear, armour, crew hits and lost weapons stay; the working weapons are loaded again.
  const loads = freshState(design, settings).ammunition;
  return { ...structuredClone(after), ammunition: Object.fromEntries([...after.weapons, ...after.dropped].map((id) => [id, loads[id]!])) };
}
