/** One number that went into a result, with its rulebook section, so the UI can show the whole sum. */
export interface Modifier {
  label: string;
  value: number;
  rule: string;
}

export function modifier(label: string, value: number, rule: string): Modifier {
  return { label, value, rule };
}

export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((sum, m) => sum + m.value, 0);
}

/** Asked for something the rules do not allow (e.g. spending fuel the vehicle does not have); the UI should prevent it. */
export class MatchRuleError extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(`${message} (${rule})`);
    this.name = 'MatchRuleError';
  }
}
