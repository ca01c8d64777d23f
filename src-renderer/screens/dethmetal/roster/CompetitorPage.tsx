import { Anchor, Badge, Breadcrumbs, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconPrinter, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { driver as driverRules, TRAITS, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { FranchiseDetail } from '../../../../src-shared/ipc';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { Cite } from '../../../components/Cite';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { hrefOf, navigate } from '../../../shell/routes';
import { careerText } from './careerText';
import { rosterRow } from './rosterModel';
import { TradeModal } from './TradeModal';
import { possessive } from '../../../../src-shared/text/possessive';
import { usePrintAction } from '../../../shell/printAction';

const EVENT_COLOUR: Record<string, string> = {
  level: 'teal',
  quirk: 'orange',
  cloned: 'red',
  'out-for-season': 'red',
  retired: 'gray',
  traded: 'blue',
  drafted: 'blue',
  hired: 'green',
  released: 'gray',
};

/** "initiative ×6, gunnery ×5, driving": which traits the fatigue points lower (gaps.md #70). */
function fatigueText(points: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const p of points) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([t, n]) => (n > 1 ? `${t} ×${n}` : t)).join(', ');
}

/**
 * An advancement roll as the career keeps it, "Level 3: 2d6 = 8 → Driving Talent; 1d6 = 4 → Big foot": the level,
 * then each roll and the table row it landed on, one after the other (Part I › Advancement roll).
 */
function AdvancementText({ text }: { text: string }) {
  const at = text.indexOf(': ');
  if (at < 0) return <Text size="sm">{text}</Text>;
  const steps = text.slice(at + 2).split('; ');
  return (
    <Text size="sm" data-advancement>
      <b>{text.slice(0, at)}</b>
      {': '}
      {steps.map((step, i) => (
        <Text key={i} span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {step}
          {i < steps.length - 1 ? '; ' : ''}{' '}
        </Text>
      ))}
    </Text>
  );
}

/** One competitor: traits with every contribution, talents and quirks with their rules text, the career. */
export function CompetitorPage({ id, franchise, settings }: { id: number; franchise: FranchiseDetail | null; settings: DethmetalSettings }) {
  const q = useQuery('competitor.get', { id });
  const api = useApi();
  const [releasing, setReleasing] = useState(false);
  const [trading, setTrading] = useState(false);
  const [printing, setPrinting] = useState(false);
  usePrintAction(() => setPrinting(true));
  const c = q.data;
  if (q.error)
    return (
      <Text c="red" role="alert">
        {q.error.message}
      </Text>
    );
  if (!c) return null;
  const row = rosterRow(c, settings);
  const career = c.career;
  const back = franchise ? hrefOf('roster', franchise.id) : hrefOf('roster');
  const onRoster = franchise !== null && c.franchiseId === franchise.id;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor href={back}>Roster{franchise ? ` · ${franchise.name}` : ''}</Anchor>
        <Text>{c.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={2}>{c.name}</Title>
            <Badge variant="light" color={c.status === 'active' ? (c.usable ? 'teal' : 'yellow') : 'red'}>
              {row.statusText}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {c.franchiseName ?? 'No franchise'} · level {row.level} · {row.xp} XP{row.xpToNext !== null ? ` (${row.xpToNext} to level ${row.level + 1})` : ''} ·
            wage {c.wage}k{c.wageSeason ? ` for season ${c.wageSeason}` : ''}
            {c.contracted ? ' · under franchise contract' : ''}
          </Text>
          {c.unavailable.length > 0 && (
            <Text size="sm" c="orange">
              {c.unavailable.join(' ')}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
            Print sheet
          </Button>
          {onRoster && (
            <>
              <Button variant="default" leftSection={<IconArrowsExchange size={16} />} onClick={() => setTrading(true)}>
                Trade
              </Button>
              <Button variant="light" color="red" leftSection={<IconUserMinus size={16} />} onClick={() => setReleasing(true)}>
                Release
              </Button>
            </>
          )}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" component="section" aria-label="Traits">
          <Title order={4} mb="xs">
            Traits
          </Title>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {TRAITS.map((t) => {
                const tr = row.traits[t];
                return (
                  <Table.Tr key={t}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {driverRules.TRAIT_LABELS[t]}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {tr.parts.map((p, i) => `${p.source} ${i === 0 ? p.amount : `${p.amount >= 0 ? '+' : '−'}${Math.abs(p.amount)}`}`).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount value={tr.effective} fw={800} size="lg" c={tr.effective < tr.base ? 'orange' : undefined} />
                      {tr.effective !== tr.base && (
                        <Text size="xs" c="dimmed">
                          base {tr.base}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group gap="lg" mt="xs">
            <Text size="sm">
              Fatigue <b>{row.fatigue}</b>
              {c.driver.fatigue.length > 0 && ` (${fatigueText(c.driver.fatigue)})`}
            </Text>
            <Text size="sm">
              Flesh wounds <b>{row.wounds}</b>
            </Text>
          </Group>
        </Card>

        <Card withBorder padding="md" component="section" aria-label="Talents and quirks">
          <Title order={4} mb="xs">
            Talents and quirks
          </Title>
          {c.driver.talents.length === 0 && c.driver.quirks.length === 0 && (
            <Text size="sm" c="dimmed">
              None yet. Talents come from advancement rolls as the competitor gains levels; quirks from going out of action.
            </Text>
          )}
          <Stack gap={8}>
            {c.driver.talents.map((t) => (
              <div key={t.name}>
                <Text size="sm" fw={600}>
                  {t.name}
                  {t.count > 1 ? ` ×${t.count}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {driverRules.TALENT_TEXT[t.name]}
                </Text>
              </div>
            ))}
            {c.driver.quirks.map((qk) => (
              <div key={qk.name}>
                <Text size="sm" fw={600} c="orange">
                  {qk.name}
                  {qk.occurrences > 1 ? ` ×${qk.occurrences}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {driverRules.QUIRK_TEXT[qk.name]}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>

      <Card withBorder padding="md" component="section" aria-label="Career">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Career</Title>
          <Group gap="lg">
            {[
              ['Matches', career.matches],
              ['Points', career.points],
              ['Criticals', career.criticals],
              ['Deaths', career.deaths],
            ].map(([label, value]) => (
              <Stack key={label} gap={0} align="flex-end">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Amount value={value as number} fw={700} />
              </Stack>
            ))}
          </Group>
        </Group>
        {c.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing yet: matches, XP, levels, quirks, clonings and moves between franchises are listed here as they happen.
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={c.history.length}>
            {c.history.map((h, i) => (
              <Timeline.Item
                key={i}
                color={EVENT_COLOUR[h.kind] ?? 'gray'}
                title={h.kind === 'level' ? <AdvancementText text={h.text} /> : <Text size="sm">{careerText(h.kind, h.text)}</Text>}
              >
                <Text size="xs" c="dimmed">
                  Season {h.seasonNumber} · {h.kind}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Card>
      <Cite>Part I: Drivers; Part VI › Retirements, Contracts, and the Draft</Cite>

      <Modal opened={releasing} onClose={() => setReleasing(false)} title={`Release ${c.name}?`} centered>
        <Stack gap="sm">
          <Text size="sm">
            {c.name} leaves {c.franchiseName ? possessive(c.franchiseName) : 'the'} roster and becomes a free agent any franchise may hire back as a veteran (
            {c.veteranWage}k). The wage already paid is not refunded. Ctrl+Z undoes it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReleasing(false)}>
              Keep
            </Button>
            <Button
              color="red"
              onClick={async () => {
                const r = await api.call('roster.release', { competitorId: c.id });
                setReleasing(false);
                if (r.ok) {
                  notifications.show({ title: `${c.name} released`, message: r.value.summary, color: 'gray' });
                  navigate('roster', franchise?.id ?? '');
                } else notifications.show({ title: 'Not released', message: r.error.message, color: 'red' });
              }}
            >
              Release
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SheetsPrintDialog
        request={printing ? { kind: 'driver', competitorId: c.id } : null}
        label={`Driver sheet — ${c.name}`}
        onClose={() => setPrinting(false)}
      />
      {franchise && trading && <TradeModal franchise={franchise} initial={[c.id]} opened onClose={() => setTrading(false)} />}
    </Stack>
  );
}
