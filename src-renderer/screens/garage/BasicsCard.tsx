import { Card, Divider, NumberInput, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { memo } from 'react';
import { car } from '../../../src-shared/engine/dethmetal';
import { ControlRow } from './ControlRow';
import type { CarDesign, Update } from './designerModel';

type Field = 'enginePower' | 'suspension' | 'fuelCapacity';

const FIELDS: { field: Field; label: string; hint: string }[] = [
  { field: 'enginePower', label: 'Engine power', hint: `${car.UNITS_PER_DP.enginePower} per DP. Drives acceleration; fuel points are capacity ÷ power.` },
  { field: 'suspension', label: 'Suspension strength', hint: `${car.UNITS_PER_DP.suspension} per DP. Handling is suspension ÷ weight.` },
  { field: 'fuelCapacity', label: 'Fuel capacity', hint: `${car.UNITS_PER_DP.fuelCapacity} per DP. Fuel points are capacity ÷ power, rounded up.` },
];

export const FIXED_AT_CONSTRUCTION = 'Fixed when the car was built; only tires, gearing, weapons on mounts and found devices change between matches (Part II).';

export const BasicsCard = memo(function BasicsCard({ design, dp, problems, update, refit, sponsorNote }: {
  design: Pick<CarDesign, 'name' | 'budget' | 'enginePower' | 'suspension' | 'fuelCapacity' | 'toughness'>;
  dp: Record<string, number>;
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
  sponsorNote: string | null;
}) {
  const lock = refit ? FIXED_AT_CONSTRUCTION : undefined;
  return (
    <Card withBorder padding="md" component="section" aria-label="Chassis">
      <Title order={4} mb={4}>
        Chassis
      </Title>
      <TextInput
        label="Car name"
        value={design.name}
        maxLength={80}
        error={problems.name?.join(' ')}
        onChange={(e) => {
          const name = e.currentTarget.value;
          update((d) => ({ ...d, name }));
        }}
        mb="xs"
      />
      <ControlRow
        path="budget"
        label="Design budget"
        locked={lock}
        hint={
          <>
            75 DP counts as two vehicles for overhead and costs 150k instead of 100k.
            {sponsorNote && (
              <Text span size="xs" c="teal">
                {' '}
                {sponsorNote}
              </Text>
            )}
          </>
        }
        control={
          <SegmentedControl
            aria-label="Design budget"
            size="xs"
            disabled={refit}
            value={String(design.budget)}
            data={car.DESIGN_BUDGETS.map((b) => ({ value: String(b), label: `${b} DP · ${car.VEHICLE_PRICE_K[b]}k` }))}
            onChange={(v) => update((d) => ({ ...d, budget: Number(v) as 60 | 75 }))}
          />
        }
      />
      <Divider my={4} />
      {FIELDS.map(({ field, label, hint }) => (
        <ControlRow
          key={field}
          path={field}
          label={label}
          hint={hint}
          locked={lock}
          dp={dp[field] ?? 0}
          problems={problems[field]}
          control={
            <NumberInput
              id={`field-${field}`}
              aria-label={label}
              w={104}
              min={0}
              max={field === 'fuelCapacity' ? 8000 : 2000}
              step={car.UNITS_PER_DP[field]}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              disabled={refit}
              value={design[field]}
              error={!!problems[field]?.length}
              styles={{ input: { textAlign: 'right' } }}
              onChange={(v) => update((d) => ({ ...d, [field]: typeof v === 'number' ? v : 0 }))}
            />
          }
        />
      ))}
      <ControlRow
        path="toughness"
        label="Toughness"
        hint="1–4 cost 3 / 6 / 12 / 18 DP; each point counts double in the weight."
        locked={lock}
        dp={dp.toughness ?? 0}
        problems={problems.toughness}
        control={
          <SegmentedControl
            id="field-toughness"
            aria-label="Toughness"
            size="xs"
            disabled={refit}
            value={String(design.toughness)}
            data={car.TOUGHNESS_DP.map((_, t) => String(t))}
            onChange={(v) => update((d) => ({ ...d, toughness: Number(v) }))}
          />
        }
      />
    </Card>
  );
});
