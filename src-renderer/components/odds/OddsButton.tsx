import { Button, Popover } from '@mantine/core';
import { IconPercentage } from '@tabler/icons-react';
import { useState } from 'react';
import { OddsPanel } from './OddsPanel';

/**
 * The odds of a roll made in one click (no form to put the panel in: initiative for every car), behind a button
 * beside it: the same panel, in a popover, asked only when opened.
 */
export function OddsButton({ matchId, calc, disabled = false }: { matchId: number; calc: unknown; disabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconPercentage size={14} />} disabled={disabled} onClick={() => setOpened((o) => !o)}>
          Odds
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={0} mah={520} style={{ overflowY: 'auto' }}>
        {opened && <OddsPanel matchId={matchId} calc={calc} />}
      </Popover.Dropdown>
    </Popover>
  );
}
