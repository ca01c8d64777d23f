import { Alert, Button, Group } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { navigate } from '../../shell/routes';

/** Said once a season is over (the campaign's season end or the league core's close): where to go next. */
export function SeasonOverAlert({ ended, next, verb, summary }: { ended: number; next: number; verb: string; summary: string }) {
  return (
    <Alert color="teal" variant="light" icon={<IconTrophy size={18} />} title={`Season ${ended} is ${verb} — season ${next} has begun`}>
      {summary}
      <Group mt="sm">
        <Button size="xs" onClick={() => navigate('season', 'schedule')}>
          Schedule season {next}
        </Button>
        <Button size="xs" variant="default" onClick={() => navigate('season', 'past')}>
          Browse season {ended}
        </Button>
      </Group>
    </Alert>
  );
}
