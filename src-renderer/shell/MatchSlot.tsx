import { Alert, Anchor, Code, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { hrefOf, useRoute } from './routes';

/** A ruleset's page for one match, `#/match/<id>`. */
export type MatchPage = ComponentType<{ matchId: number }>;

/**
 * The Match screen of a ruleset whose match page takes the match's id: the page for `#/match/<id>`; the schedule
 * (on the Season screen) is where a match is opened from. A ruleset whose page is not in this build says so.
 */
export function matchSlot(Page: MatchPage | null, ruleset: string): ComponentType {
  return function MatchSlot() {
    const { rest } = useRoute();
    const id = Number(rest[0]);
    if (Page && Number.isInteger(id) && id > 0) return <Page matchId={id} />;
    return (
      <Alert
        color="gray"
        variant="light"
        title={Page ? 'Open a match from the schedule' : `The ${ruleset} match screen is not in this build yet`}
        maw={640}
        role="status"
      >
        <Text size="sm">
          {Page ? (
            'Each scheduled game has its page: pick it on the Season screen’s schedule.'
          ) : (
            <>
              Record each game’s result with <Code>league match outcome</Code> meanwhile; the schedule and standings are on the Season screen.
            </>
          )}{' '}
          <Anchor href={hrefOf('season')}>Go to the Season screen</Anchor>
        </Text>
      </Alert>
    );
  };
}
