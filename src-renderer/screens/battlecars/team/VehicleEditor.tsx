import { ActionIcon, Badge, Card, Grid, Group, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type BattlecarsDriver,
  type CardType,
  SECTION,
  type VehicleDesign,
  type WeaponName,
  weaponRow,
  withGap,
} from '../../../../src-shared/engine/battlecars';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { HoverTooltip } from '../../../components/HoverTooltip';
import { Boxes, VehicleCardView } from '../card/VehicleCardView';
import { cardSummary, type LoadChoice, loadChoices, type MountView, mountViews, strayLoads, withCounter, withoutCounter } from './loadingModel';
import { useVehicleWrites } from './useVehicleWrites';
import { PrintRemoveButtons } from '../../../components/team/PrintRemoveButtons';

/** A name saved when the box is left or Enter is pressed (one rename, one undo step); Escape puts it back. */
function NameField({ label, value, problems, onCommit }: { label: string; value: string; problems: string[]; onCommit: (v: string) => Promise<boolean> }) {
  const [text, setText] = useState(value);
  const [was, setWas] = useState(value);
  if (value !== was) {
    setWas(value);
    setText(value);
  }
  const commit = () => text !== value && void onCommit(text);
  return (
    <Stack gap={4} style={{ flex: 1 }}>
      <TextInput
        label={label}
        value={text}
        error={problems.length > 0}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setText(value);
        }}
      />
      <FieldProblems messages={problems} />
    </Stack>
  );
}

/** The counters the next space of a mount may take, each refused one disabled with the rule's words and section. */
function LoadSelect({ mount, choices, onPick }: { mount: MountView; choices: LoadChoice[]; onPick: (w: WeaponName) => void }) {
  const full = mount.free === 0;
  const reason = new Map(choices.map((c) => [c.weapon, c.reason === null ? null : organizerText(`${c.reason} (${c.rule})`)]));
  const group = (kind: 'missile' | 'passive') =>
    choices.filter((c) => weaponRow(c.weapon).kind === kind).map((c) => ({ value: c.weapon, label: c.weapon, disabled: c.reason !== null }));
  return (
    <Select
      size="xs"
      w={200}
      aria-label={`Load the ${mount.mount.label}`}
      placeholder={full ? 'Full' : 'Load a counter…'}
      value={null}
      disabled={full}
      data={[
        { group: 'Missile weapons (fired)', items: group('missile') },
        { group: 'Passive weapons (dropped)', items: group('passive') },
      ]}
      maxDropdownHeight={420}
      comboboxProps={{ width: 400, position: 'bottom-start' }}
      renderOption={({ option }) => {
        const why = reason.get(option.value as WeaponName);
        return (
          <Stack gap={0} py={2}>
            <Text size="sm">{option.label}</Text>
            {why && (
              <Text size="xs" c="dimmed" lh={1.3}>
                {why}
              </Text>
            )}
          </Stack>
        );
      }}
      onChange={(v) => v && onPick(v as WeaponName)}
    />
  );
}

function MountRow({
  view,
  design,
  card,
  issues,
  onSave,
}: {
  view: MountView;
  design: VehicleDesign;
  card: CardType;
  issues: string[];
  onSave: (d: VehicleDesign) => void;
}) {
  const m = view.mount;
  const used = view.counters.length;
  const problems = [...view.problems.map((p) => `${p.message} (${p.rule})`), ...issues];
  return (
    <Stack gap={6} py="xs" data-mount={m.id} aria-label={m.label} role="group" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              {m.label}
            </Text>
            <Badge size="xs" variant="default">
              {m.kind === 'turret' ? 'Turret' : `Pod · ${m.facing}`}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {m.section} section, {view.facing}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap">
          <HoverTooltip label={`${m.label}: ${m.capacity} counters; each empty space takes a hit first (${withGap(SECTION.cards, 4)})`} multiline w={280}>
            <Stack gap={2} tabIndex={0} w={70}>
              <Text size="xs" ta="right" c={used > m.capacity ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {used} / {m.capacity}
              </Text>
              <Progress
                size={4}
                value={(100 * Math.min(used, m.capacity)) / m.capacity}
                color={used > m.capacity ? 'red' : used === m.capacity ? 'teal' : 'orange'}
              />
            </Stack>
          </HoverTooltip>
          <LoadSelect mount={view} choices={loadChoices(design, card, m.id)} onPick={(w) => onSave(withCounter(design, m.id, w))} />
        </Group>
      </Group>
      <Group gap={4} wrap="wrap" aria-label={`${m.label} counters`}>
        {view.counters.length === 0 && (
          <Text size="xs" c="dimmed">
            Empty
          </Text>
        )}
        {view.counters.map((w, i) => (
          <Badge
            key={i}
            variant="light"
            color={weaponRow(w).kind === 'passive' ? 'grape' : 'orange'}
            pr={2}
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                color="gray"
                aria-label={`Unload ${w} ${i + 1} from the ${m.label}`}
                onClick={() => onSave(withoutCounter(design, m.id, i))}
              >
                <IconX size={12} />
              </ActionIcon>
            }
          >
            {w}
          </Badge>
        ))}
      </Group>
      <FieldProblems messages={problems} />
    </Stack>
  );
}

/**
 * One player's vehicle and driver, edited in place: the names, the pods and turrets loaded counter by counter (every
 * counter the loading rules forbid is off with their words and section), and the card as it now stands beside it.
 * Every change is saved at once (Ctrl+Z undoes it).
 */
export function VehicleEditor({
  car,
  card,
  onPrint,
  onRemove,
}: {
  car: TeamCarView;
  card: CardType | undefined;
  onPrint: (() => void) | null;
  onRemove: () => void;
}) {
  const w = useVehicleWrites(car);
  const design = w.shown;
  const driver = car.driver as BattlecarsDriver;
  const problems = [...car.problems, ...w.issues];
  const at = (...prefix: (string | number)[]) =>
    problems
      .filter((p) => prefix.every((part, i) => p.path[i] === part))
      .map((p) => ('rule' in p && p.rule && !p.message.includes(`(${p.rule})`) ? `${p.message} (${p.rule})` : p.message));
  if (!card)
    return (
      <Text c="red" role="alert">
        {design.name} is a “{design.cardType}”, which is not one of the league’s card types any more.
      </Text>
    );
  const mounts = mountViews(design, card);
  const stray = strayLoads(design, card);
  const summary = cardSummary(design, card);
  // A write's issues name the mount (`design.loads.podLeft`); a stored vehicle's own problems are shown from the model.
  const written = (mountId: string) => w.issues.filter((p) => p.path[0] === 'design' && p.path[2] === mountId).map((p) => p.message);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Card withBorder padding="md" component="section" aria-label="Vehicle">
            <Group align="flex-start" gap="md" wrap="wrap">
              <NameField label="Vehicle name" value={design.name} problems={at('design', 'name')} onCommit={(v) => w.rename('car', v)} />
              <NameField label="Driver" value={driver.name} problems={at('driver', 'name')} onCommit={(v) => w.rename('driver', v)} />
            </Group>
            <FieldProblems messages={problems.filter((p) => p.path.length === 0 || p.path[0] === 'vehicleId').map((p) => p.message)} />
          </Card>
          <Card withBorder padding="md" component="section" aria-label="Pods and turrets">
            <Group justify="space-between" align="flex-start" mb={4}>
              <div>
                <Title order={4}>Pods and turrets</Title>
                <Cite>{SECTION.arming}</Cite>
              </div>
              <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {summary.spaces.used} of {summary.spaces.of} spaces loaded
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mb="xs">
              A pod holds one type of missile weapon or a mix of passive weapons; rockets and shells only fire out of the front or rear, passive weapons never
              out of the front; turrets hold MG rounds only; bikes carry no rockets.
            </Text>
            {mounts.map((m) => (
              <MountRow key={m.mount.id} view={m} design={design} card={card} issues={written(m.mount.id)} onSave={(d) => void w.save(d)} />
            ))}
            <FieldProblems messages={stray.map((p) => `${p.message} (${p.rule})`)} />
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="md" component="section" aria-label="Card" style={{ position: 'sticky', top: 12 }}>
          <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" truncate>
                {design.name}
              </Text>
              <Text size="xs" c="dimmed">
                {card.name} ({card.kind}) · driven by {driver.name}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <PrintRemoveButtons name={design.name} onPrint={onPrint} onRemove={onRemove} />
            </Group>
          </Group>
          <VehicleCardView card={card} loads={design.loads} />
          <Group justify="space-between" mt="sm" gap="xs">
            <HoverTooltip label={summary.armour.map((b) => `${b.label} ${b.boxes}`).join(' · ')} multiline w={300}>
              <Text size="xs" tabIndex={0} data-testid="armour-total" style={{ cursor: 'help', borderBottom: '1px dotted var(--mantine-color-dimmed)' }}>
                Armour {summary.totalArmour} boxes
              </Text>
            </HoverTooltip>
            <Group gap={4} wrap="nowrap">
              <Text size="xs">Driver</Text>
              <Boxes of={3} label={`Driver ${driver.name}`} />
            </Group>
          </Group>
          <Text size="xs" c="dimmed" mt={4} data-testid="counters-summary">
            {summary.counters.length === 0 ? 'No counters loaded yet.' : summary.counters.map((c) => `${c.count} × ${c.weapon}`).join(', ')}
          </Text>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
