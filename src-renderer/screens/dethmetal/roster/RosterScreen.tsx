import { Button, Card, EmptyState, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsExchange, IconPrinter, IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { campaign, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import { useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { FranchisePicker, rememberedFranchise } from '../../../components/FranchisePicker';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { useLeagueSettings } from '../useLeagueSettings';
import { navigate, useRoute } from '../../../shell/routes';
import { CompetitorPage } from './CompetitorPage';
import { CompetitorTable } from './CompetitorTable';
import { HireModal } from './HireModal';
import { filterRows, rosterRow, sortRows, type SortKey } from './rosterModel';
import { TradeModal } from './TradeModal';
import { CountOf, HeaderStat } from '../../../components/HeaderStat';
import { usePrintAction } from '../../../shell/printAction';
import { organizerText } from '../../../../src-shared/text/rulesText';

/** The Roster, per franchise: #/roster/<franchise>, and a competitor's page at #/roster/<franchise>/c/<id>. */
export function RosterScreen() {
  const { rest } = useRoute();
  const settings = useLeagueSettings();
  const list = useQuery('franchise.list', {});
  const franchises = list.data ?? [];
  if (!list.data || !settings) return <Title order={2}>Roster</Title>;
  const fromRoute = Number(rest[0]);
  const franchiseId = franchises.some((f) => f.id === fromRoute) ? fromRoute : rememberedFranchise(franchises);
  if (franchiseId === undefined) {
    return (
      <Stack gap="md">
        <Title order={2}>Roster</Title>
        <EmptyState
          icon={<IconUsersGroup size={32} />}
          title="No franchises yet"
          description="Competitors belong to franchises. Add and found a franchise on the League screen first."
        >
          <EmptyState.Actions>
            <Button onClick={() => navigate('league')}>Go to the League screen</Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }
  return (
    <FranchiseRoster
      key={franchiseId}
      franchiseId={franchiseId}
      competitorId={rest[1] === 'c' ? Number(rest[2]) : undefined}
      hire={rest[1] === 'hire'}
      settings={settings}
      picker={<FranchisePicker list={franchises} value={franchiseId} onChange={(id) => navigate('roster', id)} />}
    />
  );
}

function FranchiseRoster({
  franchiseId,
  competitorId,
  hire = false,
  settings,
  picker,
}: {
  franchiseId: number;
  competitorId?: number;
  /** #/roster/<franchise>/hire: the hire dialog opens (the season end's hire step links here). */
  hire?: boolean;
  settings: DethmetalSettings;
  picker: React.ReactNode;
}) {
  const details = useQuery('franchise.details', { id: franchiseId });
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'name', desc: false });
  const [filter, setFilter] = useState('');
  const [show, setShow] = useState<'all' | 'ready' | 'not-ready'>('all');
  const [hiring, setHiring] = useState(hire);
  useEffect(() => {
    if (hire) setHiring(true);
  }, [hire]);
  const closeHire = () => {
    setHiring(false);
    if (hire) navigate('roster', franchiseId);
  };
  const [trading, setTrading] = useState(false);
  const [printing, setPrinting] = useState(false);
  const f = details.data;
  usePrintAction(f ? () => setPrinting(true) : null);
  const rows = useMemo(() => (f ? f.roster.map((c) => rosterRow(c, settings)) : []), [f, settings]);
  const visible = useMemo(() => {
    const shown = rows.filter((r) => show === 'all' || (show === 'ready') === (r.usable && r.status === 'active'));
    return sortRows(filterRows(shown, filter), sort.key, sort.desc);
  }, [rows, filter, sort, show]);

  if (details.error)
    return (
      <Text c="red" role="alert">
        {details.error.message}
      </Text>
    );
  if (!f) return <Title order={2}>Roster</Title>;
  if (competitorId !== undefined) return <CompetitorPage key={competitorId} id={competitorId} franchise={f} settings={settings} />;

  const onSort = (key: SortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' && key !== 'status' }));
  const founded = f.foundedSeason !== null;
  const full = f.roster.length >= campaign.ROSTER_SIZE.max;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Title order={2}>Roster</Title>
          {picker}
        </Group>
        {founded && (
          <Group gap="lg" wrap="nowrap">
            <HeaderStat label="In the bank">
              <Amount value={f.cash} unit="k" fw={700} size="lg" data-testid="roster-cash" />
            </HeaderStat>
            <HeaderStat label="Roster">
              <CountOf count={f.roster.length} max={campaign.ROSTER_SIZE.max} />
            </HeaderStat>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={f.roster.length === 0 && f.vehicles.length === 0}
              onClick={() => setPrinting(true)}
            >
              Print sheets
            </Button>
            <Button variant="default" leftSection={<IconArrowsExchange size={16} />} disabled={f.roster.length === 0} onClick={() => setTrading(true)}>
              Trade
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} disabled={full} onClick={() => setHiring(true)} title={full ? 'The roster is full' : undefined}>
              Hire
            </Button>
          </Group>
        )}
      </Group>

      {!founded ? (
        <EmptyState
          icon={<IconUsersGroup size={32} />}
          title={`${f.name} has not been founded yet`}
          description="Founding hires the first six to ten competitors out of the seed money."
        >
          <EmptyState.Actions>
            <Button onClick={() => navigate('league', 'found', f.id)}>Found {f.name}</Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Card withBorder padding="md">
          {f.problems
            .filter((p) => p.path[0] === 'competitors')
            .map((p) => (
              <Text key={p.code} c="orange" size="sm" role="alert" mb="xs">
                {organizerText(p.message)}
              </Text>
            ))}
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <TextInput
              aria-label="Filter competitors"
              placeholder="Name, talent, quirk or status"
              leftSection={<IconSearch size={14} />}
              w={300}
              size="sm"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <SegmentedControl
              size="xs"
              aria-label="Show"
              value={show}
              onChange={(v) => setShow(v as typeof show)}
              data={[
                { value: 'all', label: `All ${rows.length}` },
                { value: 'ready', label: 'Can race' },
                { value: 'not-ready', label: 'Cannot race' },
              ]}
            />
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nobody on the roster. Hire competitors with the button above.
            </Text>
          ) : visible.length === 0 ? (
            <Text c="dimmed" size="sm">
              No competitor matches. Clear the filter.
            </Text>
          ) : (
            <CompetitorTable rows={visible} sort={sort} onSort={onSort} onOpen={(id) => navigate('roster', f.id, 'c', id)} />
          )}
          <Text size="xs" c="dimmed" mt="xs">
            Traits read effective/base where quirks, fatigue or wounds lower them; hover a number for its parts.
          </Text>
        </Card>
      )}
      <SheetsPrintDialog request={printing ? { kind: 'franchise', franchiseId: f.id } : null} label={`Sheets — ${f.name}`} onClose={() => setPrinting(false)} />
      {hiring && <HireModal franchise={f} opened onClose={closeHire} />}
      {trading && <TradeModal franchise={f} initial={[]} opened onClose={() => setTrading(false)} />}
    </Stack>
  );
}
