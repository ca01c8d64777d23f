import { ActionIcon, Badge, Card, Grid, Group, SegmentedControl, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type CarDesign, COMPONENTS, derive, FACINGS, type Facing, type RacecombatSettings, SECTION, withGap } from '../../../../src-shared/engine/racecombat';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import {
  BUDGET_RULE,
  budgetMeter,
  type Choice,
  type Counted,
  costLines,
  countLabel,
  countOf,
  crewHitLines,
  droppedChoices,
  FITTINGS,
  fittingChoices,
  hasFitting,
  MOUNT_LABEL,
  MOUNTS,
  type Mount,
  problemsAt,
  stepChoices,
  WEAR_RULE,
  wearLines,
  wearMeter,
  weaponChoices,
  withCount,
  withDropped,
  withFitting,
  withoutWeapon,
  weaponList,
  withWeapon,
  why,
} from './carModel';
import { Explained, FittingSwitch, MeterBar, NameField, Stepper } from './EditorParts';
import { useCarWrites } from './useCarWrites';
import { PrintRemoveButtons } from '../../../components/team/PrintRemoveButtons';

function Section({ title, cite, right, children }: { title: string; cite: string; right?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Title order={4}>{title}</Title>
          <Cite>{cite}</Cite>
        </Stack>
        {right && <div style={{ flex: 'none' }}>{right}</div>}
      </Group>
      {children}
    </Card>
  );
}

/** The things a mount or facing may take next, each refused one disabled with the rule's words and section under it. */
function AddSelect<T extends string>({ label, choices, onPick }: { label: string; choices: Choice<T>[]; onPick: (v: T) => void }) {
  const reason = new Map(choices.map((c) => [c.value as string, why(c)]));
  return (
    <Select
      size="xs"
      w={210}
      aria-label={label}
      placeholder={label}
      value={null}
      data={choices.map((c) => ({ value: c.value, label: c.label, disabled: c.reason !== null }))}
      comboboxProps={{ width: 380, position: 'bottom-end' }}
      renderOption={({ option }) => {
        const text = reason.get(option.value);
        return (
          <Stack gap={0} py={2}>
            <Text size="sm">{option.label}</Text>
            {text && (
              <Text size="xs" c="dimmed" lh={1.3}>
                {organizerText(text)}
              </Text>
            )}
          </Stack>
        );
      }}
      onChange={(v) => v && onPick(v as T)}
    />
  );
}

function CountStepper({
  design,
  settings,
  counted,
  hint,
  onSave,
}: {
  design: CarDesign;
  settings: RacecombatSettings;
  counted: Counted;
  hint?: string;
  onSave: (d: CarDesign) => void;
}) {
  const steps = stepChoices(design, settings, counted);
  const n = countOf(design, counted);
  return (
    <Stepper label={countLabel(counted)} value={n} hint={hint} down={steps.down} up={steps.up} onStep={(d) => onSave(withCount(design, counted, n + d))} />
  );
}

/**
 * One car of a team, edited in place: its name and driver, the wear points shared out to the league's total, armour,
 * turret, ramplate, targeting computers, gunner, weapons in their arcs and dropped weapons with their facing. Every
 * control the rules forbid is off with their words and section; every change is saved at once (Ctrl+Z undoes it); the
 * card on the right derives as you go.
 */
export function CarEditor({
  car,
  settings,
  onPrint,
  onRemove,
}: {
  car: TeamCarView;
  settings: RacecombatSettings;
  onPrint: (() => void) | null;
  onRemove: () => void;
}) {
  const w = useCarWrites(car);
  const design = w.shown;
  const derived = derive(design, settings);
  const driver = car.driver as { name: string };
  const problems = [...car.problems, ...w.issues];
  const at = (...p: (string | number)[]) => problemsAt(problems, ...p);
  const save = (d: CarDesign) => void w.save(d);
  const [mount, setMount] = useState<Mount>('front');
  const [facing, setFacing] = useState<Facing>('rear');
  const fittings = fittingChoices(design, settings);
  const wear = wearMeter(design, settings);
  const budget = budgetMeter(derived, settings);
  const general = problems.filter((p) => p.path.length === 0 || p.path[0] === 'vehicleId' || (p.path[0] === 'design' && p.path[1] === 'budget'));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Card withBorder padding="md" component="section" aria-label="Car and driver">
            <Group align="flex-start" gap="md" wrap="wrap">
              <NameField label="Car name" value={design.name} problems={at('design', 'name')} onCommit={(v) => void w.rename('car', v)} />
              <NameField label="Driver" value={driver.name} problems={at('driver', 'name')} onCommit={(v) => void w.rename('driver', v)} />
            </Group>
          </Card>

          <Section
            title="Wear points"
            cite={WEAR_RULE}
            right={
              <Group w={220}>
                <MeterBar label="Shared out" meter={wear} unit="points" lines={wearLines(design)} testId="wear-meter" />
              </Group>
            }
          >
            <Text size="xs" c="dimmed" mb={4}>
              Share the league’s {settings.wearPointTotal} wear points over the six components, each at least 1. Tyres, engine or body at 0 eliminates the car.
            </Text>
            {COMPONENTS.map((k) => (
              <CountStepper key={k} design={design} settings={settings} counted={{ kind: 'wear', component: k }} onSave={save} />
            ))}
            <FieldProblems messages={at('design', 'wearPoints')} />
          </Section>

          <Section title="Armour and fittings" cite={`${SECTION.effects}; ${BUDGET_RULE}`}>
            <CountStepper design={design} settings={settings} counted={{ kind: 'bodyArmour' }} hint="Taken first by every body hit" onSave={save} />
            <CountStepper design={design} settings={settings} counted={{ kind: 'tyreArmour' }} hint="Taken first by every tyre hit" onSave={save} />
            {FITTINGS.map((f, i) => (
              <div key={f.fitting}>
                <FittingSwitch
                  label={f.label}
                  help={f.help}
                  on={hasFitting(design, f.fitting)}
                  choice={fittings[i]!}
                  onToggle={() => save(withFitting(design, f.fitting, !hasFitting(design, f.fitting)))}
                />
                {f.fitting === 'turret' && design.turret && (
                  <CountStepper design={design} settings={settings} counted={{ kind: 'turretArmour' }} hint="Taken first by every turret hit" onSave={save} />
                )}
              </div>
            ))}
            <CountStepper
              design={design}
              settings={settings}
              counted={{ kind: 'crewArmour', who: 'driver' }}
              hint="Each point one more hit the driver takes"
              onSave={save}
            />
            {design.gunner && (
              <CountStepper
                design={design}
                settings={settings}
                counted={{ kind: 'crewArmour', who: 'gunner' }}
                hint="Each point one more hit the gunner takes"
                onSave={save}
              />
            )}
            <FieldProblems
              messages={[...at('design', 'turret'), ...at('design', 'targetingComputer'), ...at('design', 'crewArmour'), ...at('design', 'gunner')]}
            />
          </Section>

          <Section
            title="Weapons"
            cite={`${SECTION.arcs}; ${withGap(SECTION.body, 5)}`}
            right={
              <Group gap={6} wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  aria-label="Mount the next weapon"
                  value={mount}
                  onChange={(v) => setMount(v as Mount)}
                  data={MOUNTS.map((m) => ({ value: m, label: m === 'turret' ? 'Turret' : MOUNT_LABEL[m] }))}
                />
                <AddSelect
                  label={`Add a weapon (${mount})`}
                  choices={weaponChoices(design, settings, mount)}
                  onPick={(v) => save(withWeapon(design, v, mount))}
                />
              </Group>
            }
          >
            {design.weapons.length === 0 ? (
              <Text size="sm" c="dimmed">
                No weapons yet: pick an arc, then a weapon.
              </Text>
            ) : (
              <Table verticalSpacing={4} fz="sm" aria-label="Weapons fitted">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Weapon</Table.Th>
                    <Table.Th>Arc</Table.Th>
                    <Table.Th ta="right">Damage</Table.Th>
                    <Table.Th ta="right">Loads</Table.Th>
                    <Table.Th ta="right">Range</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {design.weapons.map((wp, i) => {
                    const d = derived.weapons[i]!;
                    return (
                      <Table.Tr key={wp.id}>
                        <Table.Td>{d.label}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" variant="light" color={wp.mount === 'turret' ? 'grape' : 'gray'}>
                            {MOUNT_LABEL[wp.mount]}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{d.damage}</Table.Td>
                        <Table.Td ta="right">{d.ammunition}</Table.Td>
                        <Table.Td ta="right">{d.rangeInches}″</Table.Td>
                        <Table.Td ta="right">
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="gray"
                            aria-label={`Take off ${d.label} (${wp.mount})`}
                            onClick={() => save(withoutWeapon(design, wp.id))}
                          >
                            <IconX size={14} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
            <FieldProblems messages={at('design', 'weapons')} />
          </Section>

          <Section
            title="Dropped weapons"
            cite={SECTION.dropped}
            right={
              <Group gap={6} wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  aria-label="Facing of the next dropped weapon"
                  value={facing}
                  onChange={(v) => setFacing(v as Facing)}
                  data={FACINGS.map((f) => ({ value: f, label: MOUNT_LABEL[f] }))}
                />
                <AddSelect
                  label={`Add a dropped weapon (${facing})`}
                  choices={droppedChoices(design, settings, facing)}
                  onPick={(v) => save(withDropped(design, v, facing))}
                />
              </Group>
            }
          >
            {design.dropped.length === 0 ? (
              <Text size="sm" c="dimmed">
                None: mines, spikes, oil or smoke, dropped in the square the way they face.
              </Text>
            ) : (
              <Group gap={6}>
                {design.dropped.map((dp, i) => {
                  const d = derived.dropped[i]!;
                  return (
                    <Badge
                      key={dp.id}
                      size="lg"
                      variant="light"
                      color="orange"
                      pr={3}
                      rightSection={
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="gray"
                          aria-label={`Take off ${d.label} (${dp.facing})`}
                          onClick={() => save(withoutWeapon(design, dp.id))}
                        >
                          <IconX size={12} />
                        </ActionIcon>
                      }
                    >
                      {d.label} · {dp.facing} · {d.ammunition} loads{d.avoid === null ? '' : ` · avoid ${d.avoid}+`}
                    </Badge>
                  );
                })}
              </Group>
            )}
            <FieldProblems messages={at('design', 'dropped')} />
          </Section>
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="md" component="section" aria-label="Car card" style={{ position: 'sticky', top: 12 }}>
          <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" truncate>
                {design.name}
              </Text>
              <Text size="xs" c="dimmed">
                Driven by {driver.name}
                {design.gunner ? ', with a gunner' : ''}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <PrintRemoveButtons name={design.name} onPrint={onPrint} onRemove={onRemove} />
            </Group>
          </Group>
          <Stack gap="sm">
            <MeterBar label="Equipment budget" meter={budget} unit="pts" lines={costLines(derived)} testId="budget-meter" />
            <Table verticalSpacing={3} fz="sm" withRowBorders={false}>
              <Table.Tbody>
                {COMPONENTS.map((k) => (
                  <Table.Tr key={k}>
                    <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {countLabel({ kind: 'wear', component: k })}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {design.wearPoints[k]} wear
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Armour
                  </Table.Td>
                  <Table.Td ta="right">
                    body {design.bodyArmour} · tyres {design.tyreArmour}
                    {design.turret ? ` · turret ${design.turret.armour}` : ''}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Driver’s hits
                  </Table.Td>
                  <Table.Td ta="right">
                    <Explained value={String(derived.crewHits.driver)} label="Driver’s hits" lines={crewHitLines(design, 'driver')} testId="driver-hits" />
                  </Table.Td>
                </Table.Tr>
                {derived.crewHits.gunner !== null && (
                  <Table.Tr>
                    <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      Gunner’s hits
                    </Table.Td>
                    <Table.Td ta="right">
                      <Explained value={String(derived.crewHits.gunner)} label="Gunner’s hits" lines={crewHitLines(design, 'gunner')} />
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Attacks a turn
                  </Table.Td>
                  <Table.Td ta="right">
                    <Tooltip
                      label={organizerText(`A gunner means that the vehicle may fire another weapon (or set) at any time in the turn (${SECTION.gunners}).`)}
                      multiline
                      w={280}
                    >
                      <Text span size="sm" tabIndex={0} style={{ cursor: 'help', borderBottom: '1px dotted var(--mantine-color-dimmed)' }}>
                        {derived.attacksPerTurn}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Weapons
                  </Table.Td>
                  <Table.Td ta="right">{design.weapons.length === 0 ? 'none' : weaponList(design)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Dropped
                  </Table.Td>
                  <Table.Td ta="right">{derived.dropped.length === 0 ? 'none' : derived.dropped.map((x) => `${x.label} (${x.facing})`).join(', ')}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {car.problems.length > 0 && (
              <Text size="xs" c="red" role="alert">
                Under the league’s house rules now: {problemsAt(car.problems).map(organizerText).join(' ')}
              </Text>
            )}
            <FieldProblems messages={general.map((p) => p.message)} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
