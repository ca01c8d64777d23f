import type { Problem } from '../../ruleset';
import type { LedgerLine } from './ledger';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import { pricePurchase } from './shopping';
import { MECHANIC_STAFF } from './tables/franchise';
import type { SponsorType } from './tables/sponsors';

/**
 * Money the rules mention but give no procedure for (gaps.md #93): a rating-4 mechanic for one match, deals between
 * players, selling stores items, personal items. Until the rules settle them, the app records each as a money move
 * with the organizer's note and nothing else: no mechanic rating, stores row or roster changes with it.
 */
export const MONEY_MOVE_KINDS = ['mechanic-for-a-match', 'deal', 'stores-sale', 'personal-item', 'other'] as const;
export type MoneyMoveKind = (typeof MONEY_MOVE_KINDS)[number];

export const MONEY_MOVE_LABELS: Record<MoneyMoveKind, string> = {
  'mechanic-for-a-match': 'Rating-4 mechanic for one match',
  deal: 'Deal between players',
  'stores-sale': 'Stores items sold',
  'personal-item': 'Personal item',
  other: 'Other money move',
};

/** Where each kind is mentioned in the rules, for the ledger row's rule. */
const MENTIONED_IN: Record<MoneyMoveKind, string> = {
  'mechanic-for-a-match': CAMPAIGN_RULES.sponsorEffects,
  deal: CAMPAIGN_RULES.shopping,
  'stores-sale': CAMPAIGN_RULES.shopping,
  'personal-item': CAMPAIGN_RULES.shopping,
  other: CAMPAIGN_RULES.shopping,
};

export const MONEY_MOVE_GAP = 'gaps.md #93';

/** What a money move is, said with it wherever it is recorded or offered. */
export const MONEY_MOVE_NOTICE =
  'The rules give no procedure for this: Pitwall records it as a money move with your note and changes nothing else (gaps.md #93).';

/** The ledger line of a money move: its kind and note as the reason, the passage that mentions it and gaps.md #93 as the rule. */
export function moneyMoveLine(kind: MoneyMoveKind, amount: number, note: string): LedgerLine {
  return {
    amount,
    reason: `${MONEY_MOVE_LABELS[kind]}: ${note.trim()}`,
    // The ledger's rule column is typed by the sections the campaign cites; this one adds the gaps entry that says why.
    rule: `${MENTIONED_IN[kind]} (${MONEY_MOVE_GAP}: recorded as a money move with a note)` as LedgerLine['rule'],
    // Money in goes straight to the bank (no overhead table, as the other direct income of gaps.md #64); money out is spending.
    stage: amount < 0 ? 'spending' : 'direct',
  };
}

/**
 * What the rules refuse of a money move: spending more than the bank holds ("Any profit that a franchise possesses
 * may be spent", Part VI › Post-match › Shopping; purchases are paid from banked money, gaps.md #64), and a rating-4
 * mechanic for one match without one of the three sponsors who offer one, or as money in.
 */
export function moneyMoveProblems(kind: MoneyMoveKind, amount: number, franchise: { name: string; cash: number }, sponsors: readonly SponsorType[]): Problem[] {
  const out: Problem[] = [];
  if (amount < 0 && -amount > franchise.cash)
    out.push(
      problem(
        CAMPAIGN_RULES.shopping,
        'beyondBank',
        `${franchise.name} has ${franchise.cash}k in the bank; this money move takes ${-amount}k out. Only the profit a franchise has may be spent (Part VI › Post-match › Shopping; gaps.md #64).`,
        ['amount'],
      ),
    );
  if (kind === 'mechanic-for-a-match') {
    if (amount > 0) out.push(problem(CAMPAIGN_RULES.sponsorEffects, 'mechanicIsSpending', 'A mechanic hired for one match is money out, not in.', ['amount']));
    const priced = pricePurchase({ kind: 'mechanic', rating: 4, term: 'match' }, sponsors);
    for (const p of priced.problems) out.push({ ...p, path: ['kind'] });
  }
  return out;
}

/** The single-match hire the rules print (Sponsor effect table: "50k for a single match"), offered as the amount. */
export const MECHANIC_FOR_A_MATCH_COST: number = MECHANIC_STAFF[4].singleMatchHire;
