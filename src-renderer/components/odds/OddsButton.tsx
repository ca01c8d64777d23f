import { ActionIcon, Button, Popover, Tooltip } from '@mantine/core';
import { IconPercentage } from '@tabler/icons-react';
import { useState } from 'react';
import { OddsPanel } from './OddsPanel';

/**
 * The odds of a roll made in one click (no form to put the panel in: initiative for every car, a car card's MP,
 * option checks, recovery and veer), behind a button beside it: the same panel, in a popover, asked only when
 * opened. `label` names the roll for a screen reader and the tooltip ("Odds of Roll MP") where several sit together;
 * `compact` draws it as an icon beside a car card's own compact buttons.
 */
export function OddsButton({
  matchId,
  calc,
  disabled = false,
  label = 'Odds',
  compact = false,
}: {
  matchId: number;
  calc: unknown;
  disabled?: boolean;
  label?: string;
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const toggle = () => setOpened((o) => !o);
  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        {compact ? (
          <Tooltip label={label} disabled={opened}>
            <ActionIcon size={26} variant="default" aria-label={label} disabled={disabled} onClick={toggle}>
              <IconPercentage size={14} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPercentage size={14} />}
            disabled={disabled}
            onClick={toggle}
            aria-label={label === 'Odds' ? undefined : label}
          >
            Odds
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown p={0} mah={520} style={{ overflowY: 'auto' }}>
        {/* The trap's first stop while the odds load (nothing in the panel takes focus): the keyboard lands in the popover, Escape closes it. */}
        <div tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
          {opened && <OddsPanel matchId={matchId} calc={calc} />}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
