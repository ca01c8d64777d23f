import type { CSSProperties } from 'react';
import { IconBook2 } from '@tabler/icons-react';
import { diceNotation, splitGapRefs } from '../../src-shared/text/rulesText';
import { HoverTooltip } from './HoverTooltip';

/**
 * The rulebook passage a number or a rule comes from, in one quiet line. Where Pitwall had to read the rules (a
 * gaps.md entry), the line names the passage and the book icon's tooltip keeps the reference for whoever checks it.
 */
// Mantine's Group and Text as plain elements with their classes and variables (same DOM and look): a Cite sits in
// each of League settings' ~60 rule rows, where the components' cost counted (issue 21's bench target).
const LINE = {
  '--group-gap': 'calc(0.25rem * var(--mantine-scale))',
  '--group-align': 'flex-start',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
  color: 'var(--mantine-color-dimmed)',
} as CSSProperties;
const WORDS = {
  xs: { '--text-fz': 'var(--mantine-font-size-xs)', '--text-lh': 'var(--mantine-line-height-xs)', color: 'var(--mantine-color-dimmed)', lineHeight: 1.35 },
  sm: { '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)', color: 'var(--mantine-color-dimmed)', lineHeight: 1.35 },
} as Record<'xs' | 'sm', CSSProperties>;

export function Cite({ children, size = 'xs' }: { children: string; size?: 'xs' | 'sm' }) {
  const { text, refs } = splitGapRefs(children);
  const icon = <IconBook2 size={size === 'xs' ? 13 : 15} stroke={1.6} style={{ flex: 'none', marginTop: 2 }} aria-hidden />;
  return (
    <div className="m_4081bf90 mantine-Group-root" style={LINE}>
      {refs.length ? (
        <HoverTooltip label={`Where the rules leave it open, Pitwall's reading: ${refs.join('; ')} (docs/rulesets)`} multiline w={280} openDelay={300}>
          <span style={{ display: 'inline-flex' }} data-gaps={refs.join('; ')}>
            {icon}
          </span>
        </HoverTooltip>
      ) : (
        icon
      )}
      <p className="mantine-focus-auto m_b6d8b162 mantine-Text-root" style={WORDS[size]} data-size={size}>
        {diceNotation(text)}
      </p>
    </div>
  );
}
