import { ActionIcon, Badge, Box, Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { type CardType, type Component, type ComponentKind, FACINGS, SECTION, SECTIONS, type Section } from '../../../../src-shared/engine/battlecars';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { HoverTooltip } from '../../../components/HoverTooltip';
import {
  addableKinds,
  type CardIssue,
  faceCounts,
  issuesAt,
  KIND_LABEL,
  newComponent,
  type Path,
  withComponent,
  withHitLocation,
  withoutComponent,
} from './cardTypesModel';

const SECTION_LABEL: Record<Section, string> = { front: 'Front', centre: 'Centre', rear: 'Rear' };
const ARMOUR_FIELDS = [
  { key: 'front', label: 'Front' },
  { key: 'sideFront', label: 'Each side, front' },
  { key: 'sideCentre', label: 'Each side, centre' },
  { key: 'sideRear', label: 'Each side, rear' },
  { key: 'rear', label: 'Rear' },
] as const;

/** A number box's value as the draft keeps it: a number, or NaN while it is empty (the schema then says what is wrong). */
const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));
const shown = (v: number) => (Number.isNaN(v) ? '' : v);

/**
 * One card type as the organizer edits it: its name and kind, the armour of each block laid out as on the card, its
 * components with their boxes, and each section's hit-location table (a d8 face per row). Every field shows the
 * engine's words for what is wrong with it as it is typed (`issues`, at its path under this card type).
 */
export function CardTypeForm({
  card,
  issues,
  lockedIds,
  removalReason,
  onChange,
}: {
  card: CardType;
  /** This card type's issues, their paths from the card type (`['armour', 'front']`). */
  issues: readonly CardIssue[];
  /** Why a component cannot be taken off (vehicles loaded in it), by its id. */
  lockedIds: ReadonlyMap<string, string>;
  /** Why the card type's id and kind cannot change (vehicles are built on it), or null. */
  removalReason: string | null;
  onChange: (next: CardType) => void;
}) {
  const at = (...p: Path) => issuesAt(issues, ...p);
  const err = (...p: Path) => at(...p).join(' ') || undefined;
  // The words of exactly this path (a driver missing: `components`; a component on no table: `components.3`).
  const on = (...p: Path) =>
    issuesAt(
      issues.filter((i) => i.path.length === p.length),
      ...p,
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Name" value={card.name} error={err('name')} onChange={(e) => onChange({ ...card, name: e.currentTarget.value })} />
        <HoverTooltip label={removalReason ? `The id stays: ${removalReason}` : 'How vehicles name their card type'} multiline w={300}>
          <TextInput
            label="Id"
            value={card.id}
            disabled={removalReason !== null}
            error={err('id')}
            onChange={(e) => onChange({ ...card, id: e.currentTarget.value })}
          />
        </HoverTooltip>
        <Select
          label="Kind"
          value={card.kind}
          allowDeselect={false}
          data={[
            { value: 'car', label: 'Car' },
            { value: 'bike', label: 'Bike (no rockets, slides over, through trees)' },
          ]}
          onChange={(v) => v && onChange({ ...card, kind: v as CardType['kind'] })}
        />
      </SimpleGrid>

      <ArmourLayout card={card} err={err} onChange={onChange} />
      <Components card={card} on={on} err={err} lockedIds={lockedIds} onChange={onChange} />
      <HitLocations card={card} at={at} onChange={onChange} />
    </Stack>
  );
}

/** The armour blocks laid out as the card's outline: the front above, each side's three blocks, the rear below. */
function ArmourLayout({ card, err, onChange }: { card: CardType; err: (...p: Path) => string | undefined; onChange: (c: CardType) => void }) {
  const box = (key: (typeof ARMOUR_FIELDS)[number]['key'], label: string) => (
    <NumberInput
      label={label}
      aria-label={`Armour: ${label.toLowerCase()}`}
      size="xs"
      w={130}
      min={0}
      max={16}
      allowDecimal={false}
      clampBehavior="none"
      value={shown(card.armour[key])}
      error={err('armour', key)}
      onChange={(v) => onChange({ ...card, armour: { ...card.armour, [key]: num(v) } })}
    />
  );
  const total = card.armour.front + card.armour.rear + 2 * (card.armour.sideFront + card.armour.sideCentre + card.armour.sideRear);
  return (
    <Stack gap={6} component="section" aria-label="Armour">
      <Group justify="space-between" align="baseline">
        <Title order={5}>Armour boxes per block</Title>
        <Text size="xs" c="dimmed">
          {Number.isNaN(total) ? 'Fill every block' : `${total} boxes in all (both sides alike)`}
        </Text>
      </Group>
      <Group align="stretch" gap="md" wrap="nowrap">
        <Stack gap={8} justify="center">
          {box('sideFront', 'Each side, front')}
          {box('sideCentre', 'Each side, centre')}
          {box('sideRear', 'Each side, rear')}
        </Stack>
        <Stack gap={8} align="center" style={{ flex: '0 1 200px' }}>
          {box('front', 'Front')}
          <Box
            aria-hidden
            style={{
              flex: 1,
              width: 110,
              minHeight: 90,
              border: '2px solid var(--mantine-color-default-border)',
              borderRadius: card.kind === 'bike' ? 40 : '24px 24px 12px 12px',
              display: 'grid',
              gridTemplateRows: '1fr 1fr 1fr',
              textAlign: 'center',
            }}
          >
            {SECTIONS.map((s) => (
              <Text key={s} size="xs" c="dimmed" style={{ alignSelf: 'center' }}>
                {SECTION_LABEL[s]}
              </Text>
            ))}
          </Box>
          {box('rear', 'Rear')}
        </Stack>
      </Group>
      <Cite>{`${SECTION.damage}: a hit takes the block’s boxes first, then goes inside by the section’s hit-location table`}</Cite>
    </Stack>
  );
}

function Components({
  card,
  on,
  err,
  lockedIds,
  onChange,
}: {
  card: CardType;
  on: (...p: Path) => string[];
  err: (...p: Path) => string | undefined;
  lockedIds: ReadonlyMap<string, string>;
  onChange: (c: CardType) => void;
}) {
  const [kind, setKind] = useState<ComponentKind>('pod');
  const [section, setSection] = useState<Section>('centre');
  const kinds = addableKinds(card);
  const closed = kinds.find((k) => k.kind === kind)?.reason ?? null;
  const set = (i: number, next: Component) => onChange(withComponent(card, i, next));
  return (
    <Stack gap={6} component="section" aria-label="Components">
      <Title order={5}>Components</Title>
      <FieldProblems messages={on('components')} />
      <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false} aria-label="Components">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Label</Table.Th>
            <Table.Th>Id</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th>Boxes</Table.Th>
            <Table.Th>Facing</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.components.map((c, i) => {
            const locked = lockedIds.get(c.id) ?? null;
            const mount = c.kind === 'pod' || c.kind === 'turret';
            return (
              <Fragment key={`${i}-${c.kind}`}>
                <Table.Tr data-component={c.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Label of ${c.id}`}
                      value={c.label}
                      error={err('components', i, 'label')}
                      onChange={(e) => set(i, { ...c, label: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={130}
                      aria-label={`Id of ${c.label}`}
                      value={c.id}
                      disabled={locked !== null}
                      error={err('components', i, 'id')}
                      onChange={(e) => set(i, { ...c, id: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={mount ? 'orange' : 'gray'} mt={4}>
                      {KIND_LABEL[c.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={100}
                      aria-label={`Section of ${c.label}`}
                      value={c.section}
                      allowDeselect={false}
                      disabled={locked !== null}
                      data={SECTIONS.map((s) => ({ value: s, label: SECTION_LABEL[s] }))}
                      onChange={(v) => v && set(i, { ...c, section: v as Section })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {c.kind === 'driver' ? (
                      <HoverTooltip label={`${SECTION.driver}: “A driver is dead after three points of damage.”`} multiline w={260}>
                        <Text size="sm" mt={4} tabIndex={0}>
                          3
                        </Text>
                      </HoverTooltip>
                    ) : (
                      <NumberInput
                        size="xs"
                        w={70}
                        aria-label={`${mount ? 'Capacity' : 'Boxes'} of ${c.label}`}
                        min={1}
                        max={16}
                        allowDecimal={false}
                        clampBehavior="none"
                        value={shown(mount ? c.capacity : c.boxes)}
                        error={err('components', i, mount ? 'capacity' : 'boxes')}
                        onChange={(v) => set(i, mount ? { ...c, capacity: num(v) } : ({ ...c, boxes: num(v) } as Component))}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {c.kind === 'pod' ? (
                      <Select
                        size="xs"
                        w={90}
                        aria-label={`Facing of ${c.label}`}
                        value={c.facing}
                        allowDeselect={false}
                        data={FACINGS.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) }))}
                        onChange={(v) => v && set(i, { ...c, facing: v as (typeof FACINGS)[number] })}
                      />
                    ) : (
                      <Text size="xs" c="dimmed" mt={6}>
                        {c.kind === 'turret' ? 'All round' : ''}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <HoverTooltip label={locked ?? `Take ${c.label} off the card`} multiline w={300}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={2}
                        aria-label={`Remove ${c.label}`}
                        data-disabled={locked !== null || undefined}
                        onClick={() => locked === null && onChange(withoutComponent(card, c.id))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </HoverTooltip>
                  </Table.Td>
                </Table.Tr>
                {on('components', i).length > 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7} pt={0}>
                      <FieldProblems messages={on('components', i)} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group gap="xs" align="flex-end">
        <Select
          size="xs"
          w={170}
          label="Add a component"
          value={kind}
          allowDeselect={false}
          data={kinds.map((k) => ({ value: k.kind, label: KIND_LABEL[k.kind] }))}
          onChange={(v) => v && setKind(v as ComponentKind)}
        />
        <Select
          size="xs"
          w={110}
          aria-label="Section of the new component"
          value={section}
          allowDeselect={false}
          data={SECTIONS.map((s) => ({ value: s, label: SECTION_LABEL[s] }))}
          onChange={(v) => v && setSection(v as Section)}
        />
        <HoverTooltip label={closed ?? 'Then put it on its section’s hit-location table'} multiline w={300}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            data-disabled={closed !== null || undefined}
            onClick={() => closed === null && onChange({ ...card, components: [...card.components, newComponent(card, kind, section)] })}
          >
            Add
          </Button>
        </HoverTooltip>
      </Group>
    </Stack>
  );
}

/** Each section's hit-location table: the d8's eight faces, each naming one component or two ("the first is the one hit"). */
function HitLocations({ card, at, onChange }: { card: CardType; at: (...p: Path) => string[]; onChange: (c: CardType) => void }) {
  return (
    <Stack gap={6} component="section" aria-label="Hit locations">
      <Title order={5}>Hit-location tables (d8 per section)</Title>
      <Cite>{`${SECTION.damage}: damage past the armour rolls a d8 on the section’s table; of two components, the first is hit (gaps.md #14)`}</Cite>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {SECTIONS.map((s) => {
          const options = card.components.filter((c) => c.section === s).map((c) => ({ value: c.id, label: c.label }));
          const counts = faceCounts(card, s);
          return (
            <Stack key={s} gap={4} aria-label={`${SECTION_LABEL[s]} hit locations`} component="section">
              <Text size="sm" fw={600}>
                {SECTION_LABEL[s]}
              </Text>
              <FieldProblems messages={at('hitLocation', s).filter((m) => m.startsWith('A hit-location table'))} />
              {card.hitLocation[s].map((entry, face) => (
                <Group key={face} gap={6} wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={700} w={16} ta="right" mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {face + 1}
                  </Text>
                  <MultiSelect
                    size="xs"
                    style={{ flex: 1 }}
                    aria-label={`${SECTION_LABEL[s]} hit location ${face + 1}`}
                    data={[...options, ...entry.filter((id) => !options.some((o) => o.value === id)).map((id) => ({ value: id, label: id }))]}
                    value={entry}
                    maxValues={2}
                    error={at('hitLocation', s, face).join(' ') || undefined}
                    onChange={(ids) => onChange(withHitLocation(card, s, face, ids))}
                  />
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                {options.map((o) => `${o.label} ${counts.get(o.value) ?? 0}/8`).join(' · ') || 'No component in this section'}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
