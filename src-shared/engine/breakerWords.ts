/**
 * A tie-breaker's words where only the breaker is at hand (a table on a screen, the CLI's, an export): the core's own,
 * or a stat's from the declaration of the registered ruleset that declares it (issue 21: any declared stat may break
 * ties), so a chooser and a table say “Kills” as the ruleset does.
 */
import { breakerId, type TieBreaker } from './core/standings';
import { breakerWords, type StatWords, tieBreakerWords } from './core/standingsConfig';
import { registeredDeclarations } from './registry';

const STATS: readonly StatWords[] = registeredDeclarations().flatMap((d) => d.stats);

export const breakerLabel = (b: TieBreaker): string => breakerWords(b, STATS).label;
export const breakerHelp = (b: TieBreaker): string => breakerWords(b, STATS).help;
export const breakerList = (list: readonly TieBreaker[]): string => tieBreakerWords(list, STATS);
export { breakerId };
