import { ActionIcon, Anchor, Button, Card, ColorSwatch, Grid, Group, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustmentsHorizontal, IconArrowBackUp, IconCheck, IconLayoutDashboard, IconPencil, IconX } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import type { FranchiseOverview } from '../../src-shared/ipc';
import { useQuery, type Query } from '../api/ApiProvider';
import { Amount } from '../components/Amount';
import { HoverTooltip } from '../components/HoverTooltip';
import { TeamForm } from '../components/TeamForm';
import { useChannelForm } from '../components/useChannelForm';
import { franchiseHref, hrefOf, navigate, useRoute } from '../shell/routes';
import { useUndo } from '../shell/useUndo';
import { ShortfallAlert } from '../components/season/Shortfalls';
import { SeasonCard, StandingsCard } from './league/SeasonWidgets';
import { SettingsPanel } from './league/SettingsPanel';
import { screensFor } from './registry';
import { inTeamWords } from '../components/teamWords';
import type { LeagueParts } from './rulesetScreens';

const FRANCHISE_WORDS = { name: 'Name', namePlaceholder: 'e.g. Rust Belt Reapers', owner: 'Owner', submit: 'Add franchise' };

function LeagueName() {
  const league = useQuery('league.get', {});
  const [editing, setEditing] = useState(false);
  const form = useChannelForm('league.rename', { name: '' }, () => setEditing(false));
  if (!league.data) return <Title order={2}>{league.loading ? ' ' : 'No league open'}</Title>;
  if (!editing) {
    return (
      <Group gap="xs">
        <Title order={2} data-testid="league-name">
          {league.data.name}
        </Title>
        <HoverTooltip label="Rename the league">
          <ActionIcon
            variant="subtle"
            aria-label="Rename league"
            onClick={() => {
              form.setField('name', league.data!.name);
              setEditing(true);
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </HoverTooltip>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label="League name"
          autoFocus
          w={420}
          value={form.values.name}
          error={form.errors.name ?? form.formError}
          onChange={(e) => form.setField('name', e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
        />
        <ActionIcon type="submit" size="lg" aria-label="Save league name" loading={form.submitting}>
          <IconCheck size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Cancel rename" onClick={() => setEditing(false)}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}

function AddFranchise({ taken }: { taken: number }) {
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb={4}>
        Add a franchise
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Then found it: the seed money buys its roster, cars and sponsors.
      </Text>
      <TeamForm
        taken={taken}
        words={FRANCHISE_WORDS}
        onAdded={(f) => notifications.show({ title: 'Franchise added', message: `${f.name}: found it from the Franchises list.`, color: 'green' })}
      />
    </Card>
  );
}

/** One franchise: its numbers once founded, or the way to found it. */
function FranchiseRow({ f }: { f: FranchiseOverview }) {
  const founded = f.foundedSeason !== null;
  const problems = f.problems.map((p) => p.message).join(' ');
  return (
    <Table.Tr>
      <Table.Td>
        <ColorSwatch color={f.colour} size={16} />
      </Table.Td>
      <Table.Td>
        <Anchor href={franchiseHref(f.id)} fw={600} size="sm">
          {f.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[f.owner || 'no owner', founded ? `${f.expansion ? 'expansion, ' : ''}since season ${f.foundedSeason}` : 'not founded yet'].join(' · ')}
        </Text>
      </Table.Td>
      {founded ? (
        <>
          <Table.Td ta="right">
            <Amount value={f.cash} unit="k" c={f.cash < 0 ? 'red' : undefined} />
          </Table.Td>
          <Table.Td ta="right">
            <HoverTooltip label={problems || `${f.rosterActive} of ${f.roster} active`} disabled={!problems && f.rosterActive === f.roster}>
              <Anchor href={hrefOf('roster', f.id)} size="sm" c={problems ? 'orange' : undefined}>
                {f.roster}
              </Anchor>
            </HoverTooltip>
          </Table.Td>
          <Table.Td ta="right">
            <Anchor href={hrefOf('garage', f.id)} size="sm">
              {f.vehicles}
            </Anchor>
          </Table.Td>
          <Table.Td ta="right">
            <Amount value={f.sponsors} size="sm" />
          </Table.Td>
        </>
      ) : (
        <Table.Td colSpan={4} ta="right">
          <Button size="compact-xs" variant="light" onClick={() => navigate('league', 'found', f.id)}>
            Found
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Every franchise's numbers come from one read (franchise.overviews), refetched after any write. */
function Franchises({ list }: { list: Query<FranchiseOverview[]> }) {
  const rows = list.data ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Franchises</Title>
        <Text c="dimmed" size="sm">
          {rows.length} {rows.length === 1 ? 'franchise' : 'franchises'}
        </Text>
      </Group>
      {rows.length === 0 && !list.loading ? (
        <Text c="dimmed" size="sm" data-testid="franchises-empty">
          No franchises yet. Add the first one with the form beside this list, then found it.
        </Text>
      ) : (
        <Table aria-label="Franchises">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32} />
              <Table.Th>Franchise</Table.Th>
              <Table.Th ta="right">Cash</Table.Th>
              <Table.Th ta="right">Roster</Table.Th>
              <Table.Th ta="right">Cars</Table.Th>
              <Table.Th ta="right">Sponsors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((f) => (
              <FranchiseRow key={f.id} f={f} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Activity() {
  const journal = useQuery('journal.recent', { limit: 8 });
  const league = useQuery('league.get', {});
  const screens = league.data ? screensFor(league.data) : 'command-line';
  const team = screens === 'command-line' ? null : screens.team;
  const { undo } = useUndo();
  const entries = journal.data ?? [];
  const canUndo = entries.some((e) => e.state === 'done');
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Recent activity</Title>
        <HoverTooltip label="Undo the last change (Ctrl+Z)">
          <Button variant="default" size="xs" leftSection={<IconArrowBackUp size={14} />} disabled={!canUndo} onClick={undo}>
            Undo
          </Button>
        </HoverTooltip>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing has happened in this league yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {entries.map((e) => (
            <Group key={e.id} justify="space-between" wrap="nowrap" opacity={e.state === 'undone' ? 0.45 : 1}>
              <Text size="sm" td={e.state === 'undone' ? 'line-through' : undefined} truncate>
                {inTeamWords(e.summary, team)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {new Date(e.at).toLocaleString()}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A ruleset without money lists its teams with the card its screens give (src-renderer/screens/registry.ts). */
function Overview({ teams: Teams }: { teams?: ComponentType }) {
  if (Teams)
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SeasonCard />
            <Teams />
            <Activity />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <StandingsCard />
        </Grid.Col>
      </Grid>
    );
  return <FranchisesOverview />;
}

function FranchisesOverview() {
  const franchises = useQuery('franchise.overviews', {});
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <ShortfallAlert />
          <SeasonCard />
          <Franchises list={franchises} />
          <Activity />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          {/* Remounts after each founding: a fresh form with the next colour. */}
          <AddFranchise key={franchises.data?.length ?? 0} taken={franchises.data?.length ?? 0} />
          <StandingsCard />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

const TABS = ['overview', 'settings'] as const;

/** The League screen with the parts the league's ruleset gives (screens/registry.ts); a part it lacks is not routed. */
export function LeagueScreen({
  parts: { teams, franchisePage: FranchisePage, foundingWizard: FoundingWizard, settings: OwnSettings },
}: {
  parts: LeagueParts;
}) {
  const { rest } = useRoute();
  if (rest[0] === 'franchise' && FranchisePage) return <FranchisePage key={rest[1]} id={Number(rest[1])} />;
  if (rest[0] === 'found' && FoundingWizard) {
    const id = rest[1] === undefined ? undefined : Number(rest[1]);
    return <FoundingWizard key={rest[1] ?? 'new'} franchiseId={id} />;
  }
  const tab = TABS.find((t) => t === rest[0]) ?? 'overview';
  return (
    <Stack gap="md">
      <LeagueName />
      {/* Only the open tab is mounted: the settings page costs nothing until it is opened. */}
      <Tabs value={tab} onChange={(t) => (t === 'settings' ? navigate('league', 'settings') : navigate('league'))} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} />}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconAdjustmentsHorizontal size={16} />}>
            Settings
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview teams={teams} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          {OwnSettings ? (
            <Stack gap="lg">
              <OwnSettings />
              <SettingsPanel />
            </Stack>
          ) : (
            <SettingsPanel />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
