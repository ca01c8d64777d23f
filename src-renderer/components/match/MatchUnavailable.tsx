import { Anchor, Stack, Text } from '@mantine/core';
import { hrefOf } from '../../shell/routes';

/** A match page whose match (or its table) cannot be read: why, and the way back to the list (`back`: its words). */
export function MatchUnavailable({ message, back = 'All matches' }: { message: string; back?: string }) {
  return (
    <Stack>
      <Anchor href={hrefOf('match')}>{back}</Anchor>
      <Text c="red" role="alert">
        {message}
      </Text>
    </Stack>
  );
}
