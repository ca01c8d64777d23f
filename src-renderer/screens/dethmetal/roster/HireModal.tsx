import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import type { FranchiseDetail } from '../../../../src-shared/ipc';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { useNameSuggestion } from '../useNameSuggestion';

/** Hire a rookie (50k) or a free agent back as a veteran (50k + 2k per level), for the season. */
export function HireModal({ franchise, opened, onClose }: { franchise: FranchiseDetail; opened: boolean; onClose: () => void }) {
  const api = useApi();
  const agents = useQuery('roster.freeAgents', {});
  const [kind, setKind] = useState<'rookie' | 'veteran'>('rookie');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const full = franchise.roster.length >= campaign.ROSTER_SIZE.max;
  const suggest = useNameSuggestion(
    franchise.id,
    franchise.roster.map((c) => c.name),
  );

  const hire = async (input: { name: string } | { competitorId: number }) => {
    setBusy(true);
    try {
      const r = await api.call('roster.hire', { franchiseId: franchise.id, ...input });
      if (r.ok) {
        notifications.show({
          title: `${r.value.competitor.name} hired`,
          message: `${r.value.money[0]?.cashAfter ?? franchise.cash}k left in the bank.`,
          color: 'green',
        });
        setName('');
        setErrors([]);
        onClose();
      } else setErrors('issues' in r.error && r.error.issues.length ? r.error.issues.map((i) => i.message) : [r.error.message]);
    } finally {
      setBusy(false);
    }
  };

  const list = agents.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={`Hire for ${franchise.name}`} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {franchise.roster.length} of {campaign.ROSTER_SIZE.max} on the roster · {franchise.cash}k in the bank. The wage pays for the season.
        </Text>
        {full && <Text c="orange">The roster is full ({campaign.ROSTER_SIZE.max}): release someone first.</Text>}
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'rookie' | 'veteran')}
          data={[
            { value: 'rookie', label: 'A rookie' },
            { value: 'veteran', label: `A free agent (${list.length})` },
          ]}
        />
        {kind === 'rookie' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void hire({ name: name.trim() });
            }}
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Rookie’s name"
                style={{ flex: 1 }}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                data-autofocus
                maxLength={60}
              />
              <Button variant="default" leftSection={<IconDice5 size={16} />} onClick={() => suggest && setName(suggest())} disabled={!suggest}>
                Suggest a name
              </Button>
              <Button type="submit" loading={busy} disabled={full || !name.trim()}>
                Hire for {campaign.competitorWage()}k
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              A rookie starts at level 1 with every trait at 3.
            </Text>
          </form>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No free agents: competitors become free agents when a franchise releases them or they go undrafted.
          </Text>
        ) : (
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Competitor</Table.Th>
                <Table.Th ta="right">Level</Table.Th>
                <Table.Th>Talents · quirks</Table.Th>
                <Table.Th ta="right">Wage</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td fw={600}>{c.name}</Table.Td>
                  <Table.Td ta="right">{c.driver.level}</Table.Td>
                  <Table.Td>
                    <Text size="xs">{[...c.driver.talents.map((t) => t.name), ...c.driver.quirks.map((q) => q.name)].join(', ') || '—'}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount value={c.veteranWage} unit="k" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="compact-sm" disabled={full} loading={busy} onClick={() => void hire({ competitorId: c.id })}>
                      Hire
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <FieldProblems messages={errors} />
        <Cite>Part VI › Starting a new franchise › Create roster (50k; veterans 50k + 2k per level)</Cite>
      </Stack>
    </Modal>
  );
}
