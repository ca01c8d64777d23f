/** Dethmetal cars: Part II, and the Part IV tables the match needs. */
export { CURRENT_CAR_DESIGN_VERSION, carDesignSchema, carMountSchema, carFittedItemSchema, upgradeDesign } from './design';
export type { CarDesign, CarMount, CarFittedItem } from './design';
export { deriveCar } from './derive';
export type { CarDerived, DpLine, MoneyLine, SpeedRow, WeightBand } from './derive';
export { validateCar, ARMOR_ARCS, armorArcLimit, rearOnlyWeaponFits } from './validate';
export type { ValidateContext, ArmorArc } from './validate';
export { refitChanges } from './refit';
export { preMatchBreakdown, TEMPERAMENTAL_DEVICES } from './temperamental';
export type { PreMatchBreakdown, TemperamentalRoll } from './temperamental';
export { carSheetFields } from './sheet';
export { carHouseRules, carSettingsSchema, defaultCarSettings } from './settings';
export type { CarSettings } from './settings';

export { accelerationModifier, GEARINGS, GEARING_ACCELERATION, SPEED_BANDS, lastListedSpeed } from './gearing';
export type { Gearing, BeyondTable } from './gearing';
export { turnMode, movementDiceFor, MOVEMENT_DICE } from './movement';
export type { MovementDice } from './movement';
export {
  SUSPENSION_TWEAKS,
  TWEAK_TABLE,
  ADJUSTABLE_HEIGHTS,
  breakdownThreshold,
  suspensionBreaks,
  rollSuspensionBreakdown,
} from './suspension';
export type { SuspensionTweak, TweakEffect, AdjustableHeight, BreakdownExtension } from './suspension';
export { WEAPONS, STANDARD_WEAPONS, RARE_WEAPONS, WEAPON_NAMES, ALTERNATE_FIRE_MODES, REAR_ONLY_WEAPONS, MOUNT_TYPES, weaponByName } from './weapons';
export type { WeaponName, WeaponRow, WeaponStats, MountType, WeaponOrigin, RangeBand } from './weapons';
export { MOUNT_ARCS, FACINGS, MOUNT_DP, mountDp, firingArcs } from './mounts';
export type { MountArc, Facing } from './mounts';
export { TIRE_TYPES, TIRE_TABLE, TREADS, TREAD_TABLE, ROAD_SURFACES, RARE_TIRE_TYPES, RARE_TIRE_TREADS, treadMatchesSurface } from './tires';
export type { TireType, Tread, RoadSurface, HazardKind, TreadEffect } from './tires';
export { DESIGN_BUDGETS, UNITS_PER_DP, TOUGHNESS_DP, TOUGHNESS_NAMES, COMPONENT_DP, CAR_MANUFACTURER_BONUS_DP, designPointBudget } from './design-points';
export { STOCK_DESIGNS } from './stock-designs';
export type { StockDesign } from './stock-designs';
export { COMPONENT_TEXT } from './components';
export type { DesignBudget } from './design-points';
export { FITTED_ITEMS, FITTED_ITEM_TABLE } from './fitted-items';
export type { FittedItemName } from './fitted-items';
export { VEHICLE_PRICE_K, STORES_ITEMS_K, EXPENDABLE_ITEMS_K, GEAR_SET_PRICE_K } from './prices';
