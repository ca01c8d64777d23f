import { describe, expect, it } from 'vitest';
import { match } from '../../../../src-shared/engine/dethmetal';

describe('gaps.md #37 Match format: heats, vehicles per team', () => {
  it('each team fields up to 3 vehicles per heat', () => {
    expect(match.CARS_PER_HEAT).toBe(3);
  });
});
