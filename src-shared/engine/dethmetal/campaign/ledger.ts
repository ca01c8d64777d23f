import type { RuleSection } from './rules';

/**
 * One money movement of a franchise, in k (thousands): positive is money in, negative money out.
 * `stage` tells where it sits in the post-match sequence: income and costs go through the Franchise Overhead
 * Table, `overhead` is the table's adjustment, `direct` bypasses it (gaps.md #64), `spending` is paid from the bank.
 */
export interface LedgerLine {
  amount: number;
  reason: string;
  rule: RuleSection;
  stage: 'income' | 'cost' | 'overhead' | 'direct' | 'spending';
}

export function ledgerTotal(lines: readonly LedgerLine[]): number {
  return lines.reduce((sum, l) => sum + l.amount, 0);
}
