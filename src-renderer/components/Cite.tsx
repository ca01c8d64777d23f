import { Group, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { diceNotation, splitGapRefs } from '../../src-shared/text/rulesText';
import { HoverTooltip } from './HoverTooltip';

/**
 * The rulebook passage a number or a rule comes from, in one quiet line. Where Pitwall had to read the rules (a
 * gaps.md entry), the line names the passage and the book icon's tooltip keeps the reference for whoever checks it.
 */
export function Cite({ children, size = 'xs' }: { children: string; size?: 'xs' | 'sm' }) {
  const { text, refs } = splitGapRefs(children);
  const icon = <IconBook2 size={size === 'xs' ? 13 : 15} stroke={1.6} style={{ flex: 'none', marginTop: 2 }} aria-hidden />;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c="dimmed">
      {refs.length ? (
        <HoverTooltip label={`Where the rules leave it open, Pitwall's reading: ${refs.join('; ')} (docs/rulesets)`} multiline w={280} openDelay={300}>
          <span style={{ display: 'inline-flex' }} data-gaps={refs.join('; ')}>
            {icon}
          </span>
        </HoverTooltip>
      ) : (
        icon
      )}
      <Text size={size} c="dimmed" lh={1.35}>
        {diceNotation(text)}
      </Text>
    </Group>
  );
}
