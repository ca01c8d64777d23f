import { Progress, Text, Tooltip } from '@mantine/core';
import { HeaderStat } from '../HeaderStat';

/**
 * A team's cars against the league's limit, in a team page's header: the count (red over the limit) and a bar that
 * turns teal when the team is full. `rule` says where the limit comes from, on hover.
 */
export function TeamSizeMeter({ count, max, rule }: { count: number; max: number; rule: string }) {
  return (
    <Tooltip label={rule} multiline maw={300}>
      <div>
        <HeaderStat label="Cars in the team">
          <Text fw={700} size="lg" data-testid="team-size" style={{ fontVariantNumeric: 'tabular-nums' }} c={count > max ? 'red' : undefined}>
            {count} / {max}
          </Text>
        </HeaderStat>
        <Progress
          value={(100 * Math.min(count, max)) / Math.max(1, max)}
          color={count > max ? 'red' : count === max ? 'teal' : 'orange'}
          size={4}
          mt={2}
          w={110}
          aria-label="Cars in the team"
        />
      </div>
    </Tooltip>
  );
}
