import { Anchor, Button, Card, ColorSwatch, Group, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Franchise } from '../../../../src-shared/ipc';
import { useQuery } from '../../../api/ApiProvider';
import { hrefOf } from '../../../shell/routes';
import { AddTeamModal } from '../../../components/team/AddTeamModal';
import { SCREEN, TEAM_WORDS } from './teamWords';

function TeamRow({ team }: { team: Franchise }) {
  const view = useQuery('team.get', { franchiseId: team.id });
  const cars = view.data?.cars ?? [];
  const problems = cars.reduce((n, c) => n + c.problems.length, 0);
  return (
    <Table.Tr>
      <Table.Td w={32}>
        <ColorSwatch color={team.colour} size={16} />
      </Table.Td>
      <Table.Td>
        <Anchor href={hrefOf(SCREEN, team.id)} fw={600} size="sm">
          {team.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {team.owner || 'no player named'}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {view.data ? `${cars.length} / ${view.data.maxCars}` : ''}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c={problems ? 'red' : 'dimmed'}>
          {view.data ? (problems ? `${problems} problem${problems === 1 ? '' : 's'}` : 'legal') : ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The League overview's teams, for a league whose teams are cars with drivers (built on the Teams screen). */
export function LeagueTeamsCard() {
  const list = useQuery('franchise.list', {});
  const [adding, setAdding] = useState(false);
  const teams = list.data ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-label="Teams">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Teams</Title>
        <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          Add a team
        </Button>
      </Group>
      {teams.length === 0 && !list.loading ? (
        <Text c="dimmed" size="sm">
          No teams yet. Add the first one, then build its cars on the Teams screen.
        </Text>
      ) : (
        <Table aria-label="Teams in the league">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">Cars</Table.Th>
              <Table.Th ta="right">Build</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((t) => (
              <TeamRow key={t.id} team={t} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding && <AddTeamModal screen={SCREEN} words={TEAM_WORDS} taken={teams.length} onClose={() => setAdding(false)} />}
    </Card>
  );
}
