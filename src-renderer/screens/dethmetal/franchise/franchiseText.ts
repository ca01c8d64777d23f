/** The franchise page's sentences, kept apart from the layout. */
import type { FranchisePageSponsor, FranchisePageView } from '../../../../src-shared/ipc';

/** "2d6 × 10k": the Sponsor effects table's income column. */
export const incomeText = (income: FranchisePageSponsor['income']) => `${income.dice} × ${income.per}k`;

const CAME: Record<FranchisePageSponsor['came'], string> = {
  founding: 'at founding',
  party: 'from a sponsor party',
  pool: 'from the season-end pool',
  contract: 'with a franchise contract',
};

/** "Since season 1, at founding". */
export const cameText = (s: Pick<FranchisePageSponsor, 'came' | 'fromSeason'>) => `Since season ${s.fromSeason}, ${CAME[s.came]}`;

/** "founded in season 1", "expansion franchise, founded in season 3", "not founded yet". */
export function sinceText(f: Pick<FranchisePageView, 'foundedSeason' | 'expansion'>): string {
  if (f.foundedSeason === null) return 'not founded yet';
  return `${f.expansion ? 'expansion franchise, ' : ''}founded in season ${f.foundedSeason}`;
}
