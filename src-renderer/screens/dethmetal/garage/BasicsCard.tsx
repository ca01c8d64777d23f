import { Card, Divider, Select, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import { ControlRow } from './ControlRow';
import type { CarDesign, Update } from './designerModel';
import { NumberField } from '../../../components/NumberField';

type Field = 'enginePower' | 'suspension' | 'fuelCapacity';

const FIELDS: { field: Field; label: string; hint: string }[] = [
  { field: 'enginePower', label: 'Engine power', hint: `${car.UNITS_PER_DP.enginePower} per DP. Drives acceleration; fuel points are capacity ÷ power.` },
  { field: 'suspension', label: 'Suspension strength', hint: `${car.UNITS_PER_DP.suspension} per DP. Handling is suspension ÷ weight.` },
  { field: 'fuelCapacity', label: 'Fuel capacity', hint: `${car.UNITS_PER_DP.fuelCapacity} per DP. Fuel points are capacity ÷ power, rounded up.` },
];

export const FIXED_AT_CONSTRUCTION = 'Fixed when the car was built; only tires, gearing, weapons on mounts and found devices change between matches (Part II).';

const split = (messages: string) => (messages ? messages.split('\n') : []);

/**
 * One bought quantity (engine power, suspension, fuel): its own memoized row, so a keystroke in one box
 * re-renders that row and nothing else in the card.
 */
const PurchaseRow = memo(function PurchaseRow({
  field,
  label,
  hint,
  value,
  dp,
  messages,
  update,
  refit,
}: {
  field: Field;
  label: string;
  hint: string;
  value: number;
  dp: number;
  messages: string;
  update: Update;
  refit: boolean;
}) {
  return (
    <ControlRow
      path={field}
      label={label}
      hint={hint}
      locked={refit ? FIXED_AT_CONSTRUCTION : undefined}
      dp={dp}
      problems={split(messages)}
      control={
        <NumberField
          id={`field-${field}`}
          aria-label={label}
          path={field}
          name={label}
          w={104}
          max={field === 'fuelCapacity' ? 8000 : 2000}
          step={car.UNITS_PER_DP[field]}
          disabled={refit}
          value={value}
          invalid={!!messages}
          styles={{ input: { textAlign: 'right' }, error: { whiteSpace: 'nowrap', textAlign: 'right' } }}
          onValue={(v) => update((d) => ({ ...d, [field]: v ?? 0 }))}
        />
      }
    />
  );
});

const NameRow = memo(function NameRow({ name, messages, update }: { name: string; messages: string; update: Update }) {
  return (
    <TextInput
      label="Car name"
      value={name}
      maxLength={80}
      error={messages || undefined}
      onChange={(e) => {
        const next = e.currentTarget.value;
        update((d) => ({ ...d, name: next }));
      }}
      mb="xs"
    />
  );
});

const BudgetRow = memo(function BudgetRow({
  budget,
  messages,
  update,
  refit,
  sponsorNote,
}: {
  budget: 60 | 75;
  messages: string;
  update: Update;
  refit: boolean;
  sponsorNote: string | null;
}) {
  return (
    <ControlRow
      path="budget"
      label="Design budget"
      locked={refit ? FIXED_AT_CONSTRUCTION : undefined}
      problems={split(messages)}
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
          value={String(budget)}
          data={car.DESIGN_BUDGETS.map((b) => ({ value: String(b), label: `${b} DP · ${car.VEHICLE_PRICE_K[b]}k` }))}
          onChange={(v) => update((d) => ({ ...d, budget: Number(v) as 60 | 75 }))}
        />
      }
    />
  );
});

/** Part II › Design Points names the levels "Toughness 1" to "Toughness 4"; 0 is held only while drawing up. */
const TOUGHNESS_OPTIONS = car.TOUGHNESS_DP.map((dp, t) => ({ value: String(t), label: t === 0 ? 'None · not legal' : `Toughness ${t} · ${dp} DP` }));

const ToughnessRow = memo(function ToughnessRow({
  toughness,
  dp,
  messages,
  update,
  refit,
}: {
  toughness: number;
  dp: number;
  messages: string;
  update: Update;
  refit: boolean;
}) {
  return (
    <ControlRow
      path="toughness"
      label="Toughness"
      hint={`${car.TOUGHNESS_NAMES[toughness] ?? ''}; counts double in the weight.`}
      locked={refit ? FIXED_AT_CONSTRUCTION : undefined}
      dp={dp}
      problems={split(messages)}
      control={
        <Select
          id="field-toughness"
          aria-label="Toughness"
          size="sm"
          w={196}
          disabled={refit}
          allowDeselect={false}
          value={String(toughness)}
          data={TOUGHNESS_OPTIONS}
          renderOption={({ option }) => (
            <div>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {car.TOUGHNESS_NAMES[Number(option.value)]}
              </Text>
            </div>
          )}
          onChange={(v) => v !== null && update((d) => ({ ...d, toughness: Number(v) }))}
        />
      }
    />
  );
});

/** Name, budget and the Base Characteristics table of Part II › Design Points. */
export function BasicsCard({
  design,
  dp,
  problems,
  update,
  refit,
  sponsorNote,
}: {
  design: Pick<CarDesign, 'name' | 'budget' | 'enginePower' | 'suspension' | 'fuelCapacity' | 'toughness'>;
  dp: Record<string, number>;
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
  sponsorNote: string | null;
}) {
  const joined = (key: string) => (problems[key] ?? []).join('\n');
  return (
    <Card withBorder padding="md" component="section" aria-label="Chassis" style={{ contain: 'content' }}>
      <Title order={4} mb={4}>
        Chassis
      </Title>
      <NameRow name={design.name} messages={(problems.name ?? []).join(' ')} update={update} />
      <BudgetRow budget={design.budget} messages={joined('budget')} update={update} refit={refit} sponsorNote={sponsorNote} />
      <Divider my={4} />
      {FIELDS.map(({ field, label, hint }) => (
        <PurchaseRow
          key={field}
          field={field}
          label={label}
          hint={hint}
          value={design[field]}
          dp={dp[field] ?? 0}
          messages={joined(field)}
          update={update}
          refit={refit}
        />
      ))}
      <ToughnessRow toughness={design.toughness} dp={dp.toughness ?? 0} messages={joined('toughness')} update={update} refit={refit} />
    </Card>
  );
}
