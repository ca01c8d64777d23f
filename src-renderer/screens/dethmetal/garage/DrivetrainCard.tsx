import { Card, Checkbox, Divider, Group, Radio, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import { Amount } from '../../../components/Amount';
import { FieldProblems } from '../../../components/FieldProblems';
import { FIXED_AT_CONSTRUCTION } from './BasicsCard';
import { ControlRow } from './ControlRow';
import { GEARING_EFFECT, TIRE_EFFECT, TREAD_EFFECT, TWEAK_EFFECT, tweakDisabledReason, type CarDesign, type Update } from './designerModel';

/** Tires, tread and gearing (changeable before any match) and the suspension tweaks (set at construction). */
export const DrivetrainCard = memo(function DrivetrainCard({
  tires,
  gearing,
  tweaks,
  adjustable,
  problems,
  update,
  refit,
  freeLightTires,
}: {
  tires: CarDesign['tires'];
  gearing: CarDesign['gearing'];
  tweaks: CarDesign['suspensionTweaks'];
  adjustable: CarDesign['components']['adjustableSuspension'];
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
  freeLightTires: boolean;
}) {
  const forReasons = { suspensionTweaks: tweaks, components: { adjustableSuspension: adjustable } } as CarDesign;
  const tireMessages = Object.entries(problems)
    .filter(([k]) => k.startsWith('tires'))
    .flatMap(([, m]) => m);
  return (
    <Card withBorder padding="md" component="section" aria-label="Tires, gearing and suspension" data-path="tires" style={{ contain: 'content' }}>
      <Title order={4} mb={4}>
        Tires, gearing and suspension
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Tires and gearing may be changed before any match; suspension tweaks are set when the car is built.
      </Text>
      <Group align="flex-start" grow gap="lg" wrap="nowrap">
        <Radio.Group label="Tire carcass" value={tires.type} onChange={(t) => update((d) => ({ ...d, tires: { ...d.tires, type: t as car.TireType } }))}>
          <Stack gap={6} mt={4}>
            {car.TIRE_TYPES.map((t) => {
              const row = car.TIRE_TABLE[t];
              const free = freeLightTires && t === 'light-duty' && !refit;
              return (
                <Radio
                  key={t}
                  value={t}
                  disabled={tires.rare}
                  label={
                    <Group gap={6} justify="space-between" wrap="nowrap">
                      <Text size="sm">{row.label}</Text>
                      <Amount value={free ? 'free' : `${row.priceK}k`} size="sm" c="dimmed" />
                    </Group>
                  }
                  description={TIRE_EFFECT[t]}
                  styles={{ labelWrapper: { flex: 1 } }}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        <Radio.Group label="Tread" value={tires.tread} onChange={(t) => update((d) => ({ ...d, tires: { ...d.tires, tread: t as car.Tread } }))}>
          <Stack gap={6} mt={4}>
            {car.TREADS.map((t) => (
              <Radio key={t} value={t} disabled={tires.rare} label={car.TREAD_TABLE[t].label} description={TREAD_EFFECT[t]} />
            ))}
          </Stack>
        </Radio.Group>
      </Group>
      {tires.rare && (
        <Text size="xs" c="teal" mt={4}>
          Rare tires from the World Trade Table: full bonuses, no penalties. Their carcass and tread were rolled when they were found.
        </Text>
      )}
      <FieldProblems messages={tireMessages} />
      <Divider my="sm" />
      <ControlRow
        path="gearing"
        label="Gearing"
        labelId="field-gearing-label"
        hint={GEARING_EFFECT[`${gearing}`]}
        money={refit ? `${car.GEAR_SET_PRICE_K}k` : 'free'}
        problems={problems.gearing}
        control={
          <SegmentedControl
            aria-labelledby="field-gearing-label"
            size="xs"
            value={String(gearing)}
            data={car.GEARINGS.map((g) => ({ value: String(g), label: g > 0 ? '+1' : g < 0 ? '−1' : '0' }))}
            onChange={(v) => update((d) => ({ ...d, gearing: Number(v) as CarDesign['gearing'] }))}
          />
        }
      />
      <Divider my="sm" />
      <Text size="sm" fw={600} mb={4}>
        Suspension tweaks
      </Text>
      <Stack gap={6}>
        {car.SUSPENSION_TWEAKS.map((t) => {
          const reason = refit ? FIXED_AT_CONSTRUCTION : tweakDisabledReason(forReasons, t);
          const checked = tweaks.includes(t);
          return (
            <Tooltip key={t} label={reason} disabled={!reason || checked} multiline w={280} position="top-start">
              <div>
                <Checkbox
                  checked={checked}
                  disabled={refit || (!!reason && !checked)}
                  label={car.TWEAK_TABLE[t].label}
                  description={
                    <>
                      {TWEAK_EFFECT[t]}
                      {reason && !checked && !refit && (
                        <Text span size="xs" c="orange">
                          {' '}
                          {reason}
                        </Text>
                      )}
                    </>
                  }
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    update((d) => ({ ...d, suspensionTweaks: on ? [...d.suspensionTweaks, t] : d.suspensionTweaks.filter((x) => x !== t) }));
                  }}
                />
              </div>
            </Tooltip>
          );
        })}
      </Stack>
      <FieldProblems
        messages={Object.entries(problems)
          .filter(([k]) => k.startsWith('suspensionTweaks'))
          .flatMap(([, m]) => m)}
      />
    </Card>
  );
});
