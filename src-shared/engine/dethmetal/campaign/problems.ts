import type { Problem } from '../../ruleset';
import type { RuleSection } from './rules';

export function problem(rule: RuleSection, code: string, message: string, path: (string | number)[] = []): Problem {
  return { path, code, message, rule };
}
