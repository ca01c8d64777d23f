/** Part V › Damage and destruction › Damage table (critical hits), read by 1d6 + criticals the vehicle already has. */
export type CriticalKind = 'engine' | 'weapon' | 'crew' | 'body' | 'destroyed';

export const DAMAGE_TABLE = [
  {
    min: -Infinity,
    max: 3,
    kind: 'engine',
    label: 'Engine damage',
    text: 'Roll 1d6: on a 1-3) Drivetrain damaged (-1 acceleration), on a 4 - 6) fuel tank damaged (-1d3 fuel points).',
  },
  { min: 4, max: 4, kind: 'weapon', label: 'Weapon damaged', text: 'Random weapon loses 1d6 ammo.' },
  {
    min: 5,
    max: 5,
    kind: 'crew',
    label: 'Crew compartment',
    text: 'Random crewman hit. Must make a toughness check; crewman goes out of action if failed, suffers a flesh wound otherwise (-1 D, G, and I). If a crewman ever accumulates enough flesh wounds to drop any of his characteristics to 0 then they go out of action automatically.',
  },
  { min: 6, max: 6, kind: 'body', label: 'Body damage', text: '-1 armor off the side hit.' },
  {
    min: 7,
    max: Infinity,
    kind: 'destroyed',
    label: 'Vehicle destroyed',
    text: 'Something catastrophic happens in the vehicle and it is completely knocked out of action. Vehicle acts as if its driver went out of action. All crewpersons on board must make a toughness check or immediately go out of action.',
  },
] as const satisfies readonly { min: number; max: number; kind: CriticalKind; label: string; text: string }[];

/** The Engine damage sub-roll (1d6). */
export const ENGINE_DAMAGE_TABLE = [
  { min: 1, max: 3, kind: 'drivetrain', label: 'Drivetrain damaged', text: '-1 acceleration' },
  { min: 4, max: 6, kind: 'fuel-tank', label: 'Fuel tank damaged', text: '-1d3 fuel points' },
] as const;

/** Part II › Other components: rolls of 1d6 that cancel an effect. */
export const ARMORED_SEAT_IGNORES_FROM = 4;
export const SELF_SEALING_IGNORES_FROM = 5;
