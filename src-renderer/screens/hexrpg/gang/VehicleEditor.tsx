import { ActionIcon, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { deriveVehicle, type HexrpgSettings, POSITIONS, type Position, SECTION, type Vehicle, vehicleSchema } from '../../../../src-shared/engine/hexrpg';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { NumberField } from '../../../components/NumberField';
import { ExplainedStat } from './ExplainedStat';
import { explainVehicle, OWN_STATS, vehicleProblems, withOwnStat } from './vehicleModel';

type Issue = { path: (string | number)[]; message: string; rule?: string };
const withRule = (p: Issue) => (p.rule && !p.message.includes(`(${p.rule})`) ? `${p.message} (${p.rule})` : p.message);

/** Its schema's refusals (ranges), then the rules across fields (validateVehicle), as the service words them. */
function problemsOf(v: Vehicle, settings: Pick<HexrpgSettings, 'vehicleStats'>): Issue[] {
  const r = vehicleSchema.safeParse(v);
  if (!r.success) return r.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message, rule: SECTION.league }));
  return vehicleProblems(r.data, settings);
}

/**
 * One vehicle, edited in place: its own numbers where it differs from the league's typical vehicle of its kind (a
 * blank box takes the league's, shown as the placeholder), its mounted weapons with their damage, and every number it
 * ends up with, explained on hover. A change is saved through `onSave` when it is whole and legal (the service judges
 * it again; its refusal comes back as `issues`).
 */
export function VehicleEditor({
  vehicle,
  settings,
  issues,
  onSave,
}: {
  vehicle: Vehicle;
  settings: Pick<HexrpgSettings, 'vehicleStats'>;
  issues: readonly Issue[];
  onSave: (v: Vehicle) => void;
}) {
  const [draft, setDraft] = useState(vehicle);
  const [was, setWas] = useState(vehicle);
  if (JSON.stringify(vehicle) !== JSON.stringify(was)) {
    setWas(vehicle);
    setDraft(vehicle);
  }
  const problems = [...problemsOf(draft, settings), ...issues];
  const commit = (next: Vehicle) => {
    setDraft(next);
    if (problemsOf(next, settings).length === 0 && JSON.stringify(next) !== JSON.stringify(vehicle)) onSave(next);
  };
  const typical = settings.vehicleStats[draft.kind];
  const shown = vehicleSchema.safeParse(draft).success ? draft : vehicle;
  const derived = explainVehicle(shown, settings);
  const d = deriveVehicle(shown, settings);
  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" mb={4} align="flex-start">
          <div>
            <Title order={5}>Its own numbers</Title>
            <Cite>{`${SECTION.missing} (gaps.md #1)`}</Cite>
          </div>
          <Text size="xs" c="dimmed" maw={300} ta="right">
            Blank: the league’s typical {draft.kind} (League › Settings).
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {OWN_STATS.map((s) => (
            <NumberField
              key={s.key}
              size="xs"
              label={s.label}
              aria-label={s.label}
              path={`stats.${s.key}`}
              name={s.label}
              allowEmpty
              placeholder={String(typical[s.key])}
              value={draft.stats[s.key] ?? null}
              min={Number.MIN_SAFE_INTEGER}
              max={Number.MAX_SAFE_INTEGER}
              invalid={problems.some((p) => p.path[0] === 'stats' && p.path[1] === s.key)}
              styles={{ input: { textAlign: 'right' } }}
              onValue={(v) => setDraft((x) => withOwnStat(x, s.key, v))}
              onBlur={() => commit(draft)}
              onKeyDown={(e) => e.key === 'Enter' && commit(draft)}
            />
          ))}
        </SimpleGrid>
        <FieldProblems messages={problems.filter((p) => p.path[0] === 'stats' || p.path[0] === 'name' || p.path.length === 0).map(withRule)} />
      </div>
      <div>
        <Group justify="space-between" mb={4}>
          <Title order={5}>As it stands</Title>
          <Text size="xs" c="dimmed">
            Hover a number for where it comes from
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" verticalSpacing="xs" aria-label="Vehicle values">
          {derived.map((x) => (
            <ExplainedStat key={x.key} item={x} />
          ))}
        </SimpleGrid>
      </div>
      <div>
        <Group justify="space-between" mb={4} align="flex-start">
          <div>
            <Title order={5}>Mounted weapons</Title>
            <Cite>{SECTION.weaponUsage}</Cite>
          </div>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPlus size={12} />}
            disabled={draft.weapons.length >= 12}
            onClick={() => setDraft((x) => ({ ...x, weapons: [...x.weapons, { name: `Weapon ${x.weapons.length + 1}`, minimal: 1, average: 3, maximal: 6 }] }))}
          >
            Add a weapon
          </Button>
        </Group>
        {draft.weapons.length === 0 ? (
          <Text size="xs" c="dimmed">
            No weapons run on it. Its bash damage is {d.damage.minimal}/{d.damage.average}/{d.damage.maximal}.
          </Text>
        ) : (
          <Table withTableBorder={false} verticalSpacing={2} horizontalSpacing={4} aria-label="Mounted weapons">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Weapon</Table.Th>
                <Table.Th ta="right">Min</Table.Th>
                <Table.Th ta="right">Avg</Table.Th>
                <Table.Th ta="right">Max</Table.Th>
                <Table.Th title="Where it is mounted: the row of the position-by-target table a shot starts from (3d. Weapon Usage)">Fires from</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.weapons.map((w, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Weapon ${i + 1} name`}
                      value={w.name}
                      onChange={(e) => {
                        const name = e.currentTarget.value;
                        setDraft((x) => ({ ...x, weapons: x.weapons.map((y, k) => (k === i ? { ...y, name } : y)) }));
                      }}
                      onBlur={() => commit(draft)}
                    />
                  </Table.Td>
                  {(['minimal', 'average', 'maximal'] as const).map((band) => (
                    <Table.Td key={band} w={70}>
                      <NumberField
                        size="xs"
                        aria-label={`${w.name} ${band}`}
                        path={`weapons.${i}.${band}`}
                        name={`${w.name} ${band}`}
                        value={w[band]}
                        min={Number.MIN_SAFE_INTEGER}
                        max={Number.MAX_SAFE_INTEGER}
                        styles={{ input: { textAlign: 'right' } }}
                        onValue={(v) => v !== null && setDraft((x) => ({ ...x, weapons: x.weapons.map((y, k) => (k === i ? { ...y, [band]: v } : y)) }))}
                        onBlur={() => commit(draft)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td w={110}>
                    <NativeSelect
                      size="xs"
                      aria-label={`${w.name} fires from`}
                      value={w.position ?? ''}
                      data={[{ value: '', label: 'per shot' }, ...POSITIONS.map((p) => ({ value: p, label: p }))]}
                      onChange={(e) => {
                        const position = (e.currentTarget.value || undefined) as Position | undefined;
                        commit({ ...draft, weapons: draft.weapons.map((y, k) => (k === i ? { ...y, position } : y)) });
                      }}
                    />
                  </Table.Td>
                  <Table.Td w={28}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`Drop ${w.name}`}
                      onClick={() => commit({ ...draft, weapons: draft.weapons.filter((_, k) => k !== i) })}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <FieldProblems messages={problems.filter((p) => p.path[0] === 'weapons').map((p) => organizerText(withRule(p)))} />
        {draft.weapons.length > 0 && JSON.stringify(draft.weapons) !== JSON.stringify(vehicle.weapons) && (
          <Group justify="flex-end" mt={4}>
            <Button size="compact-xs" onClick={() => commit(draft)} disabled={problemsOf(draft, settings).length > 0}>
              Save the weapons
            </Button>
          </Group>
        )}
      </div>
    </Stack>
  );
}
