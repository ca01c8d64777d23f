import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApi, useStaleLeague } from '../api/ApiProvider';
import type { StaleLeague } from '../api/transport';

const fileName = (p: string) => p.split(/[\\/]/).pop() ?? p;

/** The page starts again on the open league, on its League screen (a match or car of the old league means nothing there). */
function reloadOntoOpenLeague() {
  window.location.hash = '#/league';
  window.location.reload();
}

function What({ stale }: { stale: StaleLeague }) {
  return (
    <Text size="sm">
      This window is showing <b>{stale.shown.name}</b> ({fileName(stale.shown.path)}), but <b>{stale.open.name}</b> ({fileName(stale.open.path)}) is open now:
      another window or tab opened it. Pitwall keeps one league open at a time, so nothing you change here is saved until this window shows {stale.open.name}.
    </Text>
  );
}

/**
 * Issue 19: another window or tab opened another league. The main process refuses this page's writes (they name the
 * league this page shows); this says what happened, once as a dialog and then as a banner above the screen, and
 * offers to reload onto the open league. A page coming back to the front asks which league is open at once.
 */
export function StaleLeagueNotice() {
  const api = useApi();
  const stale = useStaleLeague();
  const [dialogOpen, setDialogOpen] = useState(true);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void api.call('league.get', {});
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [api]);

  if (!stale) return null;
  const reload = (
    <Button leftSection={<IconRefresh size={16} />} onClick={reloadOntoOpenLeague}>
      Reload with {stale.open.name}
    </Button>
  );
  return (
    <>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title="Another league is open now"
        mb="lg"
        role="alert"
        data-testid="stale-league"
      >
        <Stack gap="xs" align="flex-start">
          <What stale={stale} />
          {reload}
        </Stack>
      </Alert>
      <Modal opened={dialogOpen} onClose={() => setDialogOpen(false)} title="This window is out of date" centered size="lg">
        <Stack>
          <What stale={stale} />
          <Text size="sm" c="dimmed">
            Nothing was changed in either league.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialogOpen(false)}>
              Keep this window as it is
            </Button>
            {reload}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
