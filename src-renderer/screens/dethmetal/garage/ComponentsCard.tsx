import { Card, SegmentedControl, Switch, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import { FIXED_AT_CONSTRUCTION } from './BasicsCard';
import { ControlRow } from './ControlRow';
import { COMPONENT_EFFECT, type CarDesign, type Update } from './designerModel';

type Components = CarDesign['components'];
type Toggle = 'gunnerStation' | 'selfSealingFuelTank' | 'wheelGuards';

const TOGGLES: { key: Toggle; label: string; dp: number }[] = [
  { key: 'gunnerStation', label: 'Gunner Station', dp: car.COMPONENT_DP.gunnerStation },
  { key: 'selfSealingFuelTank', label: 'Self-sealing fuel tank', dp: car.COMPONENT_DP.selfSealingFuelTank },
  { key: 'wheelGuards', label: 'Wheel Guards', dp: car.COMPONENT_DP.wheelGuards },
];

export const ComponentsCard = memo(function ComponentsCard({
  components,
  tweaks,
  crewPositions,
  problems,
  update,
  refit,
}: {
  components: Components;
  tweaks: CarDesign['suspensionTweaks'];
  crewPositions: number;
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
}) {
  const lock = refit ? FIXED_AT_CONSTRUCTION : undefined;
  const set = (patch: Partial<Components>) => update((d) => ({ ...d, components: { ...d.components, ...patch } }));
  const adjustable = components.adjustableSuspension;
  const fixedHeight = tweaks.find((t) => t === 'lowered' || t === 'raised');
  return (
    <Card withBorder padding="md" component="section" aria-label="Other components" data-path="components" style={{ contain: 'content' }}>
      <Title order={4} mb={4}>
        Other components
      </Title>
      {TOGGLES.map(({ key, label, dp }) => (
        <ControlRow
          key={key}
          path={`components.${key}`}
          label={label}
          labelId={`component-${key}`}
          hint={COMPONENT_EFFECT[key]}
          locked={lock}
          dp={components[key] ? dp : 0}
          problems={problems[`components.${key}`]}
          control={
            <Switch aria-labelledby={`component-${key}`} disabled={refit} checked={components[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />
          }
        />
      ))}
      <ControlRow
        path="components.armoredCrewSeats"
        label="Armored crew seats"
        labelId="component-seats"
        hint={
          <>
            {COMPONENT_EFFECT.armoredCrewSeats}{' '}
            {crewPositions === 1 && (
              <Text span size="xs" c="dimmed">
                A second seat needs the Gunner Station.
              </Text>
            )}
          </>
        }
        locked={lock}
        dp={components.armoredCrewSeats * car.COMPONENT_DP.armoredCrewSeat}
        problems={problems['components.armoredCrewSeats']}
        control={
          <SegmentedControl
            aria-labelledby="component-seats"
            size="xs"
            disabled={refit}
            value={String(components.armoredCrewSeats)}
            data={[0, 1, 2].map((n) => ({ value: String(n), label: String(n), disabled: n > crewPositions && components.armoredCrewSeats < n }))}
            onChange={(v) => set({ armoredCrewSeats: Number(v) })}
          />
        }
      />
      <ControlRow
        path="components.adjustableSuspension"
        label="Adjustable Suspension Height"
        labelId="component-adjustable"
        hint={
          <>
            {COMPONENT_EFFECT.adjustableSuspension}
            {fixedHeight && !adjustable && (
              <Text span size="xs" c="orange">
                {' '}
                Not with {car.TWEAK_TABLE[fixedHeight].label}: untick it first.
              </Text>
            )}
          </>
        }
        locked={lock}
        dp={adjustable ? car.COMPONENT_DP.adjustableSuspensionHeight : 0}
        problems={problems['components.adjustableSuspension']}
        control={
          <SegmentedControl
            aria-labelledby="component-adjustable"
            size="xs"
            disabled={refit || (!!fixedHeight && !adjustable)}
            value={adjustable?.height ?? 'none'}
            data={[
              { value: 'none', label: 'None' },
              { value: 'raised', label: 'Raised' },
              { value: 'lowered', label: 'Lowered' },
            ]}
            onChange={(v) =>
              set({ adjustableSuspension: v === 'none' ? null : { height: v as car.AdjustableHeight, setting: adjustable?.setting ?? 'normal' } })
            }
          />
        }
      />
      {adjustable && (
        <ControlRow
          path="components.adjustableSuspension.setting"
          label="Height for the next heat"
          labelId="component-adjustable-setting"
          hint={`Adjusted = ${adjustable.height}: ${car.TWEAK_TABLE[adjustable.height].label.toLowerCase()} effects apply. Chosen before each heat.`}
          control={
            <SegmentedControl
              aria-labelledby="component-adjustable-setting"
              size="xs"
              value={adjustable.setting}
              data={[
                { value: 'normal', label: 'Normal' },
                { value: 'adjusted', label: 'Adjusted' },
              ]}
              onChange={(v) => set({ adjustableSuspension: { ...adjustable, setting: v as 'normal' | 'adjusted' } })}
            />
          }
        />
      )}
    </Card>
  );
});
