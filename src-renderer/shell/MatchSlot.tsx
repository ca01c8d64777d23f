import type { ComponentType } from 'react';
import { MatchList, type MatchListWords } from '../components/match/MatchList';
import { useRoute } from './routes';

/** A ruleset's page for one match, `#/match/<id>`. */
export type MatchPage = ComponentType<{ matchId: number }>;

/** The Match screen of a ruleset whose match page takes the match's id: the season's matches, or one match's page. */
export function matchSlot(Page: MatchPage, words: MatchListWords): ComponentType {
  return function MatchSlot() {
    const { rest } = useRoute();
    const id = Number(rest[0]);
    // Keyed by the match: Back/Forward or a link to another match starts its page afresh, never with the last match's
    // form state (its teams, its outcome).
    return Number.isInteger(id) && id > 0 ? <Page key={id} matchId={id} /> : <MatchList words={words} />;
  };
}
