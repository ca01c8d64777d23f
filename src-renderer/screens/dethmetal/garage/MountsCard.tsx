import { ActionIcon, Button, Card, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import { Amount } from '../../../components/Amount';
import { FieldProblems } from '../../../components/FieldProblems';
import { FIXED_AT_CONSTRUCTION } from './BasicsCard';
import {
  FACING_LABEL,
  MOUNT_ARC_LABEL,
  MOUNT_TYPE_LABEL,
  mountTypeDisabledReason,
  weaponDisabledReason,
  weaponLine,
  weaponPrice,
  type CarDesign,
  type CarMount,
  type Update,
} from './designerModel';
import { FiringArcs } from './FiringArcs';

const NO_WEAPON = '__none';

/** Found or tinkered weapons in the franchise's stores, with what was paid for each. */
export type StockedWeapons = ReadonlyMap<string, number>;

export const MountsCard = memo(function MountsCard({
  mounts,
  dp,
  problems,
  update,
  refit,
  stocked,
  specialMountDp,
}: {
  mounts: CarDesign['mounts'];
  /** DP of each mount, in order. */
  dp: number[];
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
  stocked: StockedWeapons;
  specialMountDp: Record<car.MountArc, number>;
}) {
  const setMount = (i: number, patch: Partial<CarMount>) =>
    update((d) => ({ ...d, mounts: d.mounts.map((m, j) => (j === i ? withoutUndefined({ ...m, ...patch }) : m)) }));
  return (
    <Card withBorder padding="md" component="section" aria-label="Weapon mounts" data-path="mounts" style={{ contain: 'content' }}>
      <Group justify="space-between" mb={4}>
        <Title order={4}>Weapon mounts</Title>
        <Tooltip label={FIXED_AT_CONSTRUCTION} disabled={!refit} multiline w={260}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={refit || mounts.length >= 24}
            onClick={() => update((d) => ({ ...d, mounts: [...d.mounts, { type: 'light', arc: 'fixed', facing: 'front', weapon: null }] }))}
          >
            Add a mount
          </Button>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        Mounts cost DP; the weapon on a mount costs money and can be swapped between matches. Up to one special weapon per car.
      </Text>
      {mounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No weapons yet. Add a mount, then pick the weapon that goes on it.
        </Text>
      ) : (
        <Stack gap="sm">
          {mounts.map((mount, i) => (
            <MountRow
              key={i}
              index={i}
              mount={mount}
              dp={dp[i] ?? 0}
              problems={Object.entries(problems)
                .filter(([k]) => k === `mounts.${i}` || k.startsWith(`mounts.${i}.`))
                .flatMap(([, m]) => m)}
              design={{ mounts }}
              refit={refit}
              stocked={stocked}
              specialMountDp={specialMountDp}
              onChange={(patch) => setMount(i, patch)}
              onRemove={() => update((d) => ({ ...d, mounts: d.mounts.filter((_, j) => j !== i) }))}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
});

function withoutUndefined(m: CarMount): CarMount {
  const out = { ...m };
  if (out.link === undefined || out.link === '') delete out.link;
  if (out.weaponPriceK === undefined) delete out.weaponPriceK;
  return out;
}

function MountRow({
  index,
  mount,
  dp,
  problems,
  design,
  refit,
  stocked,
  specialMountDp,
  onChange,
  onRemove,
}: {
  index: number;
  mount: CarMount;
  dp: number;
  problems: string[];
  design: Pick<CarDesign, 'mounts'>;
  refit: boolean;
  stocked: StockedWeapons;
  specialMountDp: Record<car.MountArc, number>;
  onChange: (patch: Partial<CarMount>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const stockedNames = new Set(stocked.keys());
  const reasons = new Map<string, string | null>(car.WEAPONS.map((w) => [w.name, weaponDisabledReason(mount, w, stockedNames)]));
  const option = (w: car.WeaponRow) => ({ value: w.name, label: w.name, disabled: reasons.get(w.name) !== null });
  const fits = car.WEAPONS.filter((w) => w.mount === mount.type);
  const standard = fits.filter((w) => w.origin === 'standard').map(option);
  const found = fits.filter((w) => w.origin !== 'standard').map(option);
  const weaponData = [
    { value: NO_WEAPON, label: 'Empty mount' },
    ...(standard.length ? [{ group: 'Price lists', items: standard }] : []),
    ...(found.length ? [{ group: 'Found or tinkered', items: found }] : []),
  ];
  const weapon = mount.weapon ? car.weaponByName(mount.weapon) : null;
  const alternate = mount.weapon ? car.ALTERNATE_FIRE_MODES[mount.weapon] : undefined;
  const mountDp = (arc: car.MountArc) => car.mountDp(mount.type, arc, specialMountDp);
  return (
    <Paper withBorder p="sm" data-path={`mounts.${index}`} aria-label={`Mount ${n}`} component="section">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Group gap="sm" wrap="nowrap">
          <FiringArcs arc={mount.arc} facing={mount.facing} size={40} />
          <div>
            <Text fw={600} size="sm">
              Mount {n}
              {mount.weapon ? `: ${mount.weapon}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {MOUNT_TYPE_LABEL[mount.type]},{' '}
              {mount.arc === 'turret' ? 'turret (all round)' : `${mount.arc}, facing ${FACING_LABEL[mount.facing].toLowerCase()}`}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Amount value={dp} unit="DP" size="sm" fw={600} />
          <ActionIcon variant="subtle" color="red" aria-label={`Remove mount ${n}`} disabled={refit} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap" mb={6}>
        <Select
          label="Type"
          size="xs"
          w={112}
          disabled={refit}
          allowDeselect={false}
          value={mount.type}
          data={car.MOUNT_TYPES.map((t) => ({
            value: t,
            label: MOUNT_TYPE_LABEL[t],
            disabled: mountTypeDisabledReason(design as CarDesign, index, t) !== null,
          }))}
          renderOption={({ option }) => (
            <OptionWithReason label={option.label} reason={mountTypeDisabledReason(design as CarDesign, index, option.value as car.MountType)} />
          )}
          onChange={(t) => {
            if (!t) return;
            const type = t as car.MountType;
            // A weapon that needs another mount type comes off; the table would refuse it anyway.
            onChange({ type, ...(weapon && weapon.mount !== type ? { weapon: null, weaponPriceK: undefined } : {}) });
          }}
        />
        <Stack gap={2}>
          <Text size="xs" fw={500} id={`mount-${n}-arc`}>
            Arc
          </Text>
          <SegmentedControl
            aria-labelledby={`mount-${n}-arc`}
            size="xs"
            disabled={refit}
            value={mount.arc}
            data={car.MOUNT_ARCS.map((a) => ({ value: a, label: `${MOUNT_ARC_LABEL[a].split(' ')[0]} ${mountDp(a)} DP` }))}
            onChange={(a) => onChange({ arc: a as car.MountArc })}
          />
        </Stack>
        <Select
          label="Facing"
          size="xs"
          w={124}
          disabled={refit || mount.arc === 'turret'}
          allowDeselect={false}
          value={mount.facing}
          data={car.FACINGS.map((f) => ({ value: f, label: FACING_LABEL[f] }))}
          onChange={(f) => f && onChange({ facing: f as car.Facing })}
        />
      </Group>
      <Select
        label="Weapon"
        size="xs"
        searchable
        allowDeselect={false}
        value={mount.weapon ?? NO_WEAPON}
        data={weaponData}
        maxDropdownHeight={320}
        renderOption={({ option }) => {
          if (option.value === NO_WEAPON) return <Text size="sm">Empty mount</Text>;
          const w = car.weaponByName(option.value as car.WeaponName);
          return (
            <OptionWithReason
              label={`${w.name} · ${stocked.has(w.name) ? `in the stores (${stocked.get(w.name)}k)` : weaponPrice(w)}`}
              detail={weaponLine(w)}
              reason={reasons.get(w.name) ?? null}
            />
          );
        }}
        onChange={(v) => {
          if (!v) return;
          if (v === NO_WEAPON) return onChange({ weapon: null, weaponPriceK: undefined });
          const w = car.weaponByName(v as car.WeaponName);
          onChange({ weapon: w.name as car.WeaponName, weaponPriceK: w.origin === 'standard' ? undefined : stocked.get(w.name) });
        }}
      />
      {weapon && (
        <Group justify="space-between" wrap="nowrap" mt={4} gap="xs">
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {weaponLine(weapon)}
            {weapon.heavy ? ' · Δ +1 weight' : ''}
            {weapon.expendable ? ' · used up after the match' : ''}
            {alternate ? ` · ${alternate.label}: ${weaponLine(alternate.stats)}` : ''}
          </Text>
          <Amount value={mount.weaponPriceK ?? weaponPrice(weapon)} unit={mount.weaponPriceK !== undefined ? 'k' : undefined} size="sm" c="dimmed" />
        </Group>
      )}
      <TextInput
        mt={6}
        size="xs"
        label="Link"
        description="Give two mounts with identical weapons the same link name and they fire as one."
        placeholder="e.g. A"
        maxLength={40}
        value={mount.link ?? ''}
        onChange={(e) => onChange({ link: e.currentTarget.value || undefined })}
      />
      <FieldProblems messages={problems} />
    </Paper>
  );
}

function OptionWithReason({ label, detail, reason }: { label: string; detail?: string; reason: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{label}</Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
      {reason && (
        <Text size="xs" c="orange">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
