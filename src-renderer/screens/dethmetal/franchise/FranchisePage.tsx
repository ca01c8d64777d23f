import { Anchor, Badge, Breadcrumbs, Button, Card, ColorSwatch, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCar, IconCoin, IconTrophy, IconUsers } from '@tabler/icons-react';
import type { FranchisePageView } from '../../../../src-shared/ipc';
import { useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { Cite } from '../../../components/Cite';
import { rememberFranchise } from '../../../components/FranchisePicker';
import { HeaderStat } from '../../../components/HeaderStat';
import { possessive } from '../../../../src-shared/text/possessive';
import { useCapabilities } from '../../../shell/capabilities';
import { hrefOf, navigate } from '../../../shell/routes';
import { cameText, incomeText, sinceText } from './franchiseText';

const signed = (k: number) => `${k > 0 ? '+' : k < 0 ? '−' : ''}${Math.abs(k)}k`;

function Section({ title, label, children, action }: { title: string; label?: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label ?? title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function Sponsors({ f }: { f: FranchisePageView }) {
  if (f.sponsors.length === 0 && f.formerSponsors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No sponsors yet: three come with founding.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {f.sponsors.map((s) => (
        <div key={s.id} data-sponsor={s.type}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={600} size="sm">
              {s.type}
            </Text>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              income {incomeText(s.income)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {s.effect === 'None.' ? 'No other effect.' : s.effect}
          </Text>
          <Text size="xs" c="dimmed">
            {cameText(s)}
            {s.safeSeasons.length > 0 ? ` · declared safe in season ${s.safeSeasons.join(', ')}` : ''}
          </Text>
        </div>
      ))}
      {f.formerSponsors.length > 0 && (
        <Text size="xs" c="dimmed">
          Former: {f.formerSponsors.map((s) => `${s.type} (${s.status}${s.toSeason !== null ? `, season ${s.toSeason}` : ''})`).join('; ')}
        </Text>
      )}
      <Cite>Part VI › Sponsors (Sponsor effects table)</Cite>
    </Stack>
  );
}

function Parties({ f }: { f: FranchisePageView }) {
  if (f.parties.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-party">
        {f.name} has thrown no sponsor party{f.foundedSeason === null ? ' (not founded yet)' : ''}.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {f.parties.map((p) => (
        <Text key={`${p.season}-${p.spent}`} size="sm" data-testid="party">
          <b>Season {p.season}</b>
          {p.when === 'founding' ? ', at founding' : ''}: spent {p.spent}k;{' '}
          {p.attracted.length === 0
            ? 'no new sponsor came.'
            : `attracted ${p.attracted.map((a) => (a.status === 'held' ? a.type : `${a.type} (since ${a.status})`)).join(' and ')}.`}
        </Text>
      ))}
      <Cite>Part VI › Attract sponsors › Sponsor party table</Cite>
    </Stack>
  );
}

function Treasury({ f }: { f: FranchisePageView }) {
  const t = f.treasury;
  const openFinances = () => {
    rememberFranchise(f.id);
    navigate('season', 'finances');
  };
  return (
    <Section
      title="Treasury"
      action={
        <Button size="compact-sm" variant="light" leftSection={<IconCoin size={14} />} onClick={openFinances}>
          Finances
        </Button>
      }
    >
      <Group justify="space-between" align="flex-end" mb="xs">
        <Amount value={t.cash} unit="k" fw={800} size="xl" c={t.cash < 0 ? 'red' : undefined} data-testid="franchise-cash" />
        {f.currentSeason !== null && (
          <Text size="sm" c="dimmed" ta="right">
            Season {f.currentSeason}: in {signed(t.season.income)}, out {signed(-t.season.spending)} ({t.season.lines} {t.season.lines === 1 ? 'line' : 'lines'}
            )
          </Text>
        )}
      </Group>
      {t.cupBonusDue > 0 && (
        <Text size="sm" c="teal" mb="xs">
          Metal Cup bonus of {t.cupBonusDue}k due with the next income.
        </Text>
      )}
      {t.recent.length > 0 && (
        <Table verticalSpacing={2} fz="xs" aria-label="Latest ledger lines">
          <Table.Tbody>
            {t.recent.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td c="dimmed" w={30}>
                  S{l.season}
                </Table.Td>
                <Table.Td>{l.reason}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} c={l.amount < 0 ? undefined : 'teal'}>
                  {signed(l.amount)}
                </Table.Td>
                <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {l.balance}k
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function Roster({ f }: { f: FranchisePageView }) {
  const r = f.roster;
  const parts = [
    `${r.active} active`,
    r.outForSeason ? `${r.outForSeason} out for the season` : '',
    r.contracted ? `${r.contracted} under contract` : '',
    r.retired ? `${r.retired} retired` : '',
  ];
  return (
    <Section
      title="Roster"
      action={
        <Button component="a" href={hrefOf('roster', f.id)} size="compact-sm" variant="light" leftSection={<IconUsers size={14} />}>
          Open the roster
        </Button>
      }
    >
      <Text size="sm" mb={6}>
        {parts.filter(Boolean).join(' · ')} · wages {r.wages}k this season
      </Text>
      <Group gap={6}>
        {r.competitors.map((c) => (
          <Anchor key={c.id} href={hrefOf('roster', f.id, 'c', c.id)} size="sm" c={c.status === 'active' ? undefined : 'red'}>
            {c.name}{' '}
            <Text span size="xs" c="dimmed">
              L{c.level}
            </Text>
          </Anchor>
        ))}
      </Group>
    </Section>
  );
}

function Stables({ f }: { f: FranchisePageView }) {
  const s = f.stables;
  return (
    <Section
      title="Stables"
      action={
        <Button component="a" href={hrefOf('garage', f.id)} size="compact-sm" variant="light" leftSection={<IconCar size={14} />}>
          Open the garage
        </Button>
      }
    >
      <Text size="sm" mb={6}>
        {s.cars.length} {s.cars.length === 1 ? 'car' : 'cars'} · {s.storesHeld} {s.storesHeld === 1 ? 'item' : 'items'} in the stores
        {s.sold ? ` · ${s.sold} sold` : ''}
        {s.destroyed ? ` · destroyed ${s.destroyed} ${s.destroyed === 1 ? 'time' : 'times'} in matches` : ''}
      </Text>
      <Stack gap={2}>
        {s.cars.map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap">
            <Text size="sm">{c.name}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {c.budget} DP{c.budget === 75 ? ' (overhead)' : ''}
              {c.criticals ? ` · ${c.criticals} crit` : ''}
              {c.damage ? ` · ${c.damage} dmg` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function History({ f }: { f: FranchisePageView }) {
  if (f.history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No seasons yet: the history starts with founding.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} fz="sm" aria-label="Season history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Season</Table.Th>
            <Table.Th ta="right">Place</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th ta="right">Won</Table.Th>
            <Table.Th ta="right">Income</Table.Th>
            <Table.Th ta="right">Spending</Table.Th>
            <Table.Th ta="right">Bank</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {f.history.map((h) => (
            <Table.Tr key={h.season}>
              <Table.Td>
                {h.season}
                {h.status === 'open' ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (under way)
                  </Text>
                ) : null}
                {h.metalCup && (
                  <Badge ml={6} size="xs" color="yellow" leftSection={<IconTrophy size={10} />}>
                    Metal Cup
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">{h.place === null ? '—' : `${h.place} of ${h.of}`}</Table.Td>
              <Table.Td ta="right">
                <Amount value={h.points} />
              </Table.Td>
              <Table.Td ta="right">
                {h.wins} of {h.matches}
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={h.income} unit="k" />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={h.spending} unit="k" />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={h.balance} unit="k" fw={600} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Trophies({ f }: { f: FranchisePageView }) {
  return f.trophies.length === 0 ? (
    <Text size="sm" c="dimmed">
      No Metal Cup yet.
    </Text>
  ) : (
    <Group gap="xs">
      {f.trophies.map((t) => (
        <Badge key={t.season} color="yellow" variant="light" leftSection={<IconTrophy size={12} />}>
          Metal Cup, season {t.season}
        </Badge>
      ))}
    </Group>
  );
}

function Activity({ f }: { f: FranchisePageView }) {
  return f.activity.length === 0 ? (
    <Text size="sm" c="dimmed">
      Nothing recorded yet.
    </Text>
  ) : (
    <Stack gap={4}>
      {f.activity.map((a) => (
        <Group key={a.id} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text size="sm">{a.summary}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {new Date(a.at).toLocaleDateString()}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A franchise's page (OBBLM's team page): who runs it, its money, sponsors and party, roster, stables, trophies, seasons. */
export function FranchisePage({ id }: { id: number }) {
  const q = useQuery('franchise.page', { id });
  // Sponsors, parties and the treasury are a money ruleset's (issue 12); until the league is known, show them.
  const money = useCapabilities()?.money ?? true;
  if (q.error)
    return (
      <Text c="red" role="alert">
        {q.error.message}
      </Text>
    );
  const f = q.data;
  if (!f) return <Title order={2}> </Title>;
  const founded = f.foundedSeason !== null;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor href={hrefOf('league')}>League</Anchor>
        <Text>{f.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="sm" wrap="nowrap">
            <ColorSwatch color={f.colour} size={22} />
            <Title order={2}>{f.name}</Title>
          </Group>
          <Text size="sm" c="dimmed">
            {[f.owner ? `Owner: ${f.owner}` : 'No owner named', sinceText(f), `mechanics rating ${f.mechanicRating}`].join(' · ')}
          </Text>
        </div>
        {founded ? (
          <Group gap="lg" wrap="nowrap">
            <HeaderStat label="In the bank">
              <Amount value={f.treasury.cash} unit="k" fw={700} size="lg" />
            </HeaderStat>
            <HeaderStat label="Sponsors">
              <Amount value={f.sponsors.length} fw={700} size="lg" />
            </HeaderStat>
            <HeaderStat label="Metal Cups">
              <Amount value={f.trophies.length} fw={700} size="lg" />
            </HeaderStat>
          </Group>
        ) : (
          <Button onClick={() => navigate('league', 'found', f.id)}>Found {f.name}</Button>
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {money && (
              <>
                <Section title="Sponsors" label={`${possessive(f.name)} sponsors`}>
                  <Sponsors f={f} />
                </Section>
                <Section title="Sponsor party">
                  <Parties f={f} />
                </Section>
              </>
            )}
            <Section title="Seasons">
              <History f={f} />
            </Section>
            <Section title="Recent activity" label={`${possessive(f.name)} recent activity`}>
              <Activity f={f} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {money && <Treasury f={f} />}
            <Section title="Trophies">
              <Trophies f={f} />
            </Section>
            <Roster f={f} />
            <Stables f={f} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
