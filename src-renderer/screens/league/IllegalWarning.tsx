import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { IllegalEntry, InputOf } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';

/**
 * Before Save: the cars and people the pending house rules would make illegal by their ruleset's own rules (issue 19
 * #11), from the service's preview of the same change. Saving is still allowed; they stay editable toward legality.
 */
export function IllegalWarning({ input }: { input: InputOf<'league.previewSettings'> }) {
  const preview = useQuery('league.previewSettings', input);
  const entries = preview.data?.madeIllegal ?? [];
  if (entries.length === 0) return null;
  return <IllegalList entries={entries} title={`Saving makes ${countWords(entries)} illegal`} />;
}

export function countWords(entries: readonly IllegalEntry[]): string {
  const cars = entries.filter((e) => e.kind === 'car').length;
  const people = entries.length - cars;
  const part = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);
  return [...part(cars, 'car', 'cars'), ...part(people, 'driver', 'drivers')].join(' and ');
}

export function IllegalList({ entries, title }: { entries: readonly IllegalEntry[]; title: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={title} data-testid="illegal-warning">
      <List size="sm" spacing={4}>
        {entries.map((e) => (
          <List.Item key={`${e.kind}:${e.id}`}>
            <Text span fw={600} size="sm">
              {e.name}
            </Text>
            {e.team && (
              <Text span c="dimmed" size="sm">
                {' '}
                ({e.team})
              </Text>
            )}
            : {e.problems.join('; ')}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        They stay in their teams. Fix them in the team editor: any change toward the rules is allowed, even while still over.
      </Text>
    </Alert>
  );
}
