import type { COMPONENT_DP } from './design-points';

/**
 * Part II › Other components, Effects column as printed (the cost column is COMPONENT_DP), so that the car sheet
 * prints each fitted component with its rule. "[in]" is the transcription's own insertion.
 */
export const COMPONENT_TEXT = {
  armoredCrewSeat: {
    label: 'Armored crew seat',
    text: 'Protects the crew from injury. Ignore any injury result suffered by the crewman [in] this vehicle on a die roll of 4, 5 or 6. Must be purchased for each crew position in this vehicle.',
  },
  selfSealingFuelTank: {
    label: 'Self-sealing fuel tank',
    text: 'The fuel tank is lined with a more extensive self-sealing compound than a normal Dethmetal car has. Ignore fuel tank damage on a die roll of 5 or 6 (roll once per point of fuel loss).',
  },
  adjustableSuspensionHeight: {
    label: 'Adjustable Suspension Height',
    text: "Allows the vehicle's suspension to be adjusted to one of two settings, Normal (non-tweaked) and Adjusted (raised / lowered). The adjusted height is picked at the time the vehicle is constructed and cannot be changed afterwards.",
  },
  gunnerStation: {
    label: 'Gunner Station',
    text: 'Allows a second competitor to crew the vehicle in addition to the driver to operate the weapon systems. A competitor in the gunner seat is not penalized for shooting out of the side or rear firing-arcs but may not drive the vehicle nor may he use any driving talents.',
  },
  wheelGuards: {
    label: 'Wheel Guards',
    text: 'Protects the softer parts of the vehicle from harm. Subtract one from the die-roll to determine any tire damage from weapon-fire. Has no effect on damage from hazards or loss of control. However, they tend to interfere with wheel travel. -1 driving penalty on any maneuver hazards or recovery checks.',
  },
} as const satisfies Record<keyof typeof COMPONENT_DP, { label: string; text: string }>;
