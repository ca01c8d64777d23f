/**
 * Part III › Turn Sequence: "the table above" is missing from the source; this is gaps.md #36's sequence, for the
 * match assistant to walk through.
 */
export const TURN_SEQUENCE = [
  { step: 1, id: 'initiative', label: 'Roll initiative', text: '1d6 + Initiative for each vehicle; ties broken by a straight die roll.' },
  {
    step: 2,
    id: 'speed',
    label: 'Change speed',
    text: 'Every vehicle declares and resolves speed changes: acceleration roll(s), the free -1, deceleration checks.',
  },
  { step: 3, id: 'movement-points', label: "Movement points and driver's options", text: "Roll MP (speed + 1d2/1d3/1d6) and make driver's-option checks." },
  {
    step: 4,
    id: 'phases',
    label: 'Phases 1, 2, 3',
    text: 'In each phase vehicles move in reverse initiative order (lowest first), spending their third of MP (plus at most one remainder MP and one option point) and firing at any point during their own move; hazards are checked as they happen.',
  },
  { step: 5, id: 'end-of-turn', label: 'End of turn', text: 'Pit actions, remove oil markers, fuel use (every third turn), handling recovery.' },
] as const;

export const PHASES = [1, 2, 3] as const;
export type Phase = (typeof PHASES)[number];
