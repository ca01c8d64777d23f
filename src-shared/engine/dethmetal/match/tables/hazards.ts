import type { RoadSurface } from '../../car';

/** Part V › Oil and Caltrops: oil is "a major road hazard (rating 2)" on asphalt or concrete and "rating 0" on dirt (no check); snow and ice as asphalt (gaps.md #39). */
export const OIL_RATING_BY_SURFACE = { asphalt: 2, concrete: 2, dirt: 0, snow: 2, ice: 2 } as const satisfies Record<RoadSurface, number>;

/** Obstacles rated this or more are "too high to drive over" and cause a collision (gaps.md #39). */
export const COLLISION_OBSTACLE_RATING = 5;
