/** What Dethmetal's commands print of money: the ledger lines an operation wrote, and each franchise's bank after it. */
import type { LedgerLine, MoneyMoved } from '../../../../src-shared/ipc/channels/dethmetal/campaignTypes';

export function money(lines: readonly LedgerLine[]): string[] {
  return lines.map((l) => `  ${(l.amount > 0 ? `+${l.amount}` : `${l.amount}`).padStart(6)}k  ${l.reason}`);
}

export function moneyReport(moved: readonly MoneyMoved[]): string[] {
  return moved.flatMap((m) => [`${m.franchise}: bank ${m.cashAfter}k`, ...money(m.lines)]);
}
