import { Badge, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { TRAITS, driver as driverRules, type TraitName } from '../../../../src-shared/engine/dethmetal';
import { Amount } from '../../../components/Amount';
import type { RosterRow, SortKey } from './rosterModel';

/** A status badge wraps onto a second line rather than ending in "…" when the column is narrow (1024 px). */
const WHOLE_BADGE = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } } as const;

const TRAIT_SHORT: Record<TraitName, string> = { driving: 'DRV', gunnery: 'GUN', initiative: 'INI', toughness: 'TGH' };

function Th({
  label,
  title,
  sortKey,
  sort,
  onSort,
  right,
}: {
  label: string;
  title?: string;
  sortKey?: SortKey;
  sort: { key: SortKey; desc: boolean };
  onSort: (k: SortKey) => void;
  right?: boolean;
}) {
  const active = sortKey !== undefined && sort.key === sortKey;
  const Icon = active ? (sort.desc ? IconChevronDown : IconChevronUp) : IconSelector;
  const content = (
    <Group gap={2} wrap="nowrap" justify={right ? 'flex-end' : 'flex-start'}>
      <Text size="xs" fw={700} tt="uppercase" c={active ? undefined : 'dimmed'}>
        {label}
      </Text>
      {sortKey && <Icon size={12} stroke={2} />}
    </Group>
  );
  return (
    <Table.Th aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined} ta={right ? 'right' : undefined} px={6}>
      {sortKey ? (
        <Tooltip label={title ?? label} disabled={!title} openDelay={400}>
          <UnstyledButton onClick={() => onSort(sortKey)} aria-label={`Sort by ${title ?? label}`} w="100%">
            {content}
          </UnstyledButton>
        </Tooltip>
      ) : (
        content
      )}
    </Table.Th>
  );
}

function TraitCell({ t, trait }: { t: RosterRow['traits'][TraitName]; trait: TraitName }) {
  const changed = t.effective !== t.base;
  return (
    <Table.Td ta="right" px={6}>
      <Tooltip
        multiline
        w={260}
        label={
          <Stack gap={2}>
            <Text size="xs" fw={700}>
              {driverRules.TRAIT_LABELS[trait]}: {t.effective}
            </Text>
            {t.parts.map((p, i) => (
              <Text key={i} size="xs">
                {p.source}: {p.amount > 0 && i > 0 ? '+' : ''}
                {p.amount}
              </Text>
            ))}
          </Stack>
        }
      >
        <Text span size="sm" fw={600} c={t.effective < t.base ? 'orange' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }} tabIndex={0}>
          {changed ? `${t.effective}/${t.base}` : t.effective}
        </Text>
      </Tooltip>
    </Table.Td>
  );
}

/** The roster: one row per competitor, every column sortable; traits read effective/base, explained on hover. */
export const CompetitorTable = memo(function CompetitorTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: RosterRow[];
  sort: { key: SortKey; desc: boolean };
  onSort: (k: SortKey) => void;
  onOpen: (id: number) => void;
}) {
  const th = (label: string, sortKey?: SortKey, right?: boolean, title?: string) => (
    <Th label={label} sortKey={sortKey} sort={sort} onSort={onSort} right={right} title={title} />
  );
  return (
    // Narrower than the table needs, the table scrolls sideways instead of squeezing names and badges to "…".
    <Table.ScrollContainer minWidth={820} type="native">
      <Table aria-label="Competitors" verticalSpacing={6} fz="sm" style={{ tableLayout: 'auto' }}>
        <Table.Thead>
          <Table.Tr>
            {th('Competitor', 'name')}
            {th('Lvl', 'level', true, 'Level')}
            {th('XP next', 'xpToNext', true, 'XP to the next level')}
            {TRAITS.map((t) => (
              <Th key={t} label={TRAIT_SHORT[t]} sortKey={t} sort={sort} onSort={onSort} right title={`${driverRules.TRAIT_LABELS[t]} (effective/base)`} />
            ))}
            {th('Talents · quirks')}
            {th('Fat', 'fatigue', true, 'Fatigue points')}
            {th('Wnd', undefined, true)}
            {th('Wage', 'wage', true)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-competitor={r.id}>
              <Table.Td px={6} miw={150}>
                <UnstyledButton onClick={() => onOpen(r.id)} aria-label={`Open ${r.name}`}>
                  <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)">
                    {r.name}
                  </Text>
                </UnstyledButton>
                {(r.status !== 'active' || !r.usable || r.retiresAtSeasonEnd) && (
                  <Tooltip label={r.unavailable.join(' ') || r.statusText} disabled={r.unavailable.length === 0} multiline w={280}>
                    <Badge
                      size="xs"
                      variant="light"
                      color={r.status === 'active' && r.usable ? 'yellow' : 'red'}
                      display="block"
                      w="fit-content"
                      styles={WHOLE_BADGE}
                    >
                      {r.usable || r.status !== 'active' ? r.statusText : 'unavailable'}
                    </Badge>
                  </Tooltip>
                )}
              </Table.Td>
              <Table.Td ta="right" px={6}>
                <Amount value={r.level} />
              </Table.Td>
              <Table.Td ta="right" px={6}>
                <Amount value={r.xpToNext ?? '—'} c="dimmed" />
              </Table.Td>
              {TRAITS.map((t) => (
                <TraitCell key={t} t={r.traits[t]} trait={t} />
              ))}
              <Table.Td px={6} maw={220}>
                <Text size="xs" lineClamp={2}>
                  {r.talents.join(', ')}
                  {r.talents.length > 0 && r.quirks.length > 0 ? ' · ' : ''}
                  {r.quirks.length > 0 && (
                    <Text span size="xs" c="orange">
                      {r.quirks.join(', ')}
                    </Text>
                  )}
                  {r.talents.length === 0 && r.quirks.length === 0 && (
                    <Text span size="xs" c="dimmed">
                      —
                    </Text>
                  )}
                </Text>
              </Table.Td>
              <Table.Td ta="right" px={6}>
                <Amount value={r.fatigue} c={r.fatigue ? 'orange' : 'dimmed'} />
              </Table.Td>
              <Table.Td ta="right" px={6}>
                <Amount value={r.wounds} c={r.wounds ? 'red' : 'dimmed'} />
              </Table.Td>
              <Table.Td ta="right" px={6}>
                <Amount value={r.wage} unit="k" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
