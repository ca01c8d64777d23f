import { ActionIcon, Alert, Badge, Box, Button, Card, Grid, Group, Progress, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPrinter, IconTrash, IconX } from '@tabler/icons-react';
import {
  type CarType,
  carType,
  type DirtyWheelsSettings,
  type Mounting,
  SECTION,
  STATS,
  type Stat,
  traitRow,
  upgradeRow,
  withGap,
} from '../../../../src-shared/engine/dirtywheels';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { CarStats } from './CarStats';
import { ChoiceSelect, CountBadge, NameField, RollButton } from './EditorParts';
import {
  buyMeter,
  groupClosed,
  problemsAt,
  problemsOn,
  setWeapon,
  slotCount,
  statChoices,
  traitChoices,
  traitLimit,
  traitMode,
  typeChoices,
  upgradeChoices,
  upgradeLimit,
  upgradeMode,
  WEAPON_GROUPS,
  weaponChoices,
  weaponsIn,
  withoutTrait,
  withoutUpgrade,
} from './teamBuilderModel';
import { useCarWrites } from './useCarWrites';
import { organizerText } from '../../../../src-shared/text/rulesText';

const STAT_LABEL: Record<Stat, string> = { initiative: 'Initiative', bravery: 'Bravery', aim: 'Aim', skill: 'Skill' };
const WEAPON_SECTIONS = WEAPON_GROUPS.map((g) => ({ label: g.label, values: g.rows.map((r) => r.name) }));

function Section({ title, cite, right, children }: { title: string; cite: string; right?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
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

/** A list of chosen entries (upgrades, traits), each with its text and a remove button when the player picks. */
function ChosenList({ items, what, onRemove }: { items: { name: string; text: string }[]; what: string; onRemove?: (i: number) => void }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No {what} yet.
      </Text>
    );
  return (
    <Stack gap={6}>
      {items.map((it, i) => (
        <Group key={`${it.name}-${i}`} gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {it.name}
            </Text>
            <Text size="xs" c="dimmed">
              {it.text}
            </Text>
          </div>
          {onRemove && (
            <Tooltip label={`Take off ${it.name}`}>
              <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${it.name}`} onClick={() => onRemove(i)}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One car and its driver, edited in place: every change is saved by the service at once (Ctrl+Z undoes it), every
 * choice the rules forbid is off with the reason and the rule, and the card on the right derives as you go.
 */
export function CarEditor({
  car,
  settings,
  onPrint,
  onRemove,
}: {
  car: TeamCarView;
  settings: DirtyWheelsSettings;
  onPrint: (() => void) | null;
  onRemove: () => void;
}) {
  const w = useCarWrites(car);
  const { design, driver } = w.shown;
  const problems = [...car.problems, ...w.issues];
  const at = (...path: (string | number)[]) => problemsAt(problems, ...path);
  const general = problems
    .filter((p) => p.path.length === 0 || p.path[0] === 'kind' || p.path[0] === 'vehicleId' || p.path[0] === 'dice')
    .map((p) => p.message);
  const type = carType(design.type);
  const types = typeChoices(design, settings);
  const uMode = upgradeMode(settings);
  const uLimit = upgradeLimit(design, settings);
  const tMode = traitMode(settings);
  const tLimit = traitLimit(driver, settings);
  const meter = settings.driverStats === 'buy' ? buyMeter(driver, settings) : null;

  const weaponGroup = (mount: Mounting) => {
    const fitted = weaponsIn(design, mount);
    const closed = groupClosed(design, settings, mount);
    const slots = slotCount(design, mount);
    const classes = type.weapons[mount].classes.join(' or ');
    return (
      <Stack gap={6}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {mount === 'fixed' ? 'Fixed' : 'Turret'}
          </Text>
          <Text size="xs" c="dimmed">
            {type.weapons[mount].count} {classes}
            {mount === 'fixed' ? ' · fire straight ahead' : ' · fire in any direction'}
          </Text>
        </Group>
        {Array.from({ length: slots }, (_, i) => {
          const current = fitted[i] ?? null;
          const off = current === null && closed !== null;
          return (
            <ChoiceSelect
              key={`${mount}-${i}`}
              ariaLabel={`${mount === 'fixed' ? 'Fixed' : 'Turret'} weapon ${i + 1}`}
              value={current}
              choices={weaponChoices(design, settings, mount, i)}
              groups={WEAPON_SECTIONS}
              placeholder={off ? 'Not with this loadout' : 'Empty'}
              clearable
              disabled={off || (current === null && i > fitted.length)}
              onPick={(weapon) => void w.save({ design: setWeapon(design, mount, i, weapon) })}
            />
          );
        })}
        {closed && fitted.length === 0 && (
          <Text size="xs" c="dimmed" data-testid={`closed-${mount}`}>
            {organizerText(`${closed.reason} (${closed.rule})`)}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      {general.length > 0 && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {general.join(' ')}
        </Alert>
      )}
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
          <Stack gap="md">
            <Section title="Car" cite={SECTION.carTypes}>
              <Stack gap="sm">
                <NameField
                  label="Car name"
                  value={design.name}
                  problems={[...at('design', 'name'), ...problemsOn(problems, 'car')]}
                  onCommit={(n) => w.rename('car', n)}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Type
                  </Text>
                  <SegmentedControl
                    aria-label="Car type"
                    fullWidth
                    value={design.type}
                    data={types.map((t) => ({ value: t.value, label: t.label, disabled: t.reason !== null && t.value !== design.type }))}
                    onChange={(v) => void w.save({ design: { ...design, type: v as CarType } })}
                  />
                  <Text size="xs" c="dimmed">
                    {type.description} Speed {type.speed}", structure {type.structure}, armour {type.armour}; weapons “{type.weapons.printed}”
                  </Text>
                  {types
                    .filter((t) => t.reason !== null && t.value !== design.type)
                    .map((t) => (
                      <Text key={t.value} size="xs" c="orange" data-testid={`type-refused-${t.value}`}>
                        Not a {t.value}: {organizerText(`${t.reason} (${t.rule})`)}
                      </Text>
                    ))}
                  <FieldProblems messages={at('design', 'type')} />
                </Stack>
              </Stack>
            </Section>

            <Section
              title="Weapons"
              cite={`${withGap(SECTION.carTypes, 7)}; Weapons`}
              right={
                <Tooltip
                  multiline
                  maw={360}
                  label={
                    settings.weaponSlots === 'as-printed'
                      ? 'House rule “Weapon line “or””: as printed. A Racer or Standard takes its fixed weapons or its turret weapon; a Truck both.'
                      : 'House rule “Weapon line “or””: both groups. Every type takes its fixed and its turret weapons, as the Truck does.'
                  }
                >
                  <Badge variant="default" radius="sm" tt="none">
                    {settings.weaponSlots === 'as-printed' ? 'House rule: “or” as printed' : 'House rule: “or” read as “and”'}
                  </Badge>
                </Tooltip>
              }
            >
              <Stack gap="md">
                {weaponGroup('fixed')}
                {weaponGroup('turret')}
                <FieldProblems messages={at('design', 'weapons')} />
              </Stack>
            </Section>

            <Section
              title="Upgrades"
              cite={withGap(SECTION.upgrades, uMode === 'rolled' ? 5 : 15)}
              right={<CountBadge label="Upgrades" count={design.upgrades.length} of={uLimit} />}
            >
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {uMode === 'rolled'
                    ? 'This league rolls each car’s upgrades: a D3 for how many, then two d6 per upgrade on the list.'
                    : uMode === 'pick-after-d3'
                      ? 'This league rolls the D3 for each car, and the player picks that many upgrades or fewer.'
                      : 'This league lets the player pick up to 3 upgrades per car.'}
                </Text>
                {uMode !== 'pick-up-to-3' && (
                  <RollButton
                    label={uMode === 'rolled' ? 'Roll the upgrades' : 'Roll the D3 for upgrades'}
                    why={car.nothingToRoll.upgrades}
                    loading={w.busy === 'upgrades'}
                    onRoll={() => void w.roll('upgrades')}
                  />
                )}
                <ChosenList
                  what="upgrades"
                  items={design.upgrades.map((u) => ({ name: u, text: upgradeRow(u).text }))}
                  onRemove={uMode === 'rolled' ? undefined : (i) => void w.save({ design: withoutUpgrade(design, i) })}
                />
                {uMode !== 'rolled' && (
                  <ChoiceSelect
                    ariaLabel="Add an upgrade"
                    value={null}
                    choices={upgradeChoices(design, settings)}
                    placeholder={uLimit === null ? 'Roll the D3 first' : 'Add an upgrade…'}
                    disabled={uLimit === null || design.upgrades.length >= uLimit}
                    onPick={(u) => u && void w.save({ design: { ...design, upgrades: [...design.upgrades, u] } })}
                  />
                )}
                <FieldProblems messages={[...at('design', 'upgrades'), ...at('design', 'upgradeAllowance')]} />
              </Stack>
            </Section>

            <Section title="Driver" cite={settings.driverStats === 'buy' ? SECTION.pointBuy : SECTION.statTable}>
              <Stack gap="sm">
                <NameField
                  label="Driver name"
                  value={driver.name}
                  problems={[...at('driver', 'name'), ...problemsOn(problems, 'driver')]}
                  onCommit={(n) => w.rename('driver', n)}
                />
                {meter ? (
                  <Stack gap={4}>
                    <Group justify="space-between">
                      <Text size="sm" fw={500}>
                        Stat points
                      </Text>
                      <Text size="sm" fw={700} data-testid="buy-meter" c={meter.left < 0 ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {meter.spent} / {meter.of} spent{meter.left > 0 ? ` · ${meter.left} left${meter.mustSpendAll ? ' (must be spent)' : ''}` : ''}
                      </Text>
                    </Group>
                    <Progress
                      value={(100 * Math.min(meter.spent, meter.of)) / meter.of}
                      color={meter.left < 0 ? 'red' : meter.left === 0 ? 'teal' : 'orange'}
                      size="sm"
                      aria-label="Stat points spent"
                    />
                    {STATS.map((s) => {
                      const choices = statChoices(driver, s, settings);
                      return (
                        <Group key={s} gap="sm" wrap="nowrap">
                          <Text size="sm" w={72}>
                            {STAT_LABEL[s]}
                          </Text>
                          <SegmentedControl
                            aria-label={STAT_LABEL[s]}
                            size="xs"
                            style={{ flex: 1 }}
                            fullWidth
                            value={String(driver[s])}
                            data={choices.map((c) => ({
                              value: String(c.value),
                              label: `${c.label} · ${c.row.buyCost} pt${c.row.buyCost === 1 ? '' : 's'}`,
                              disabled: c.reason !== null && c.value !== driver[s],
                            }))}
                            onChange={(v) => void w.save({ driver: { ...driver, [s]: Number(v) } })}
                          />
                        </Group>
                      );
                    })}
                    {meter.left < 0 && (
                      <Text size="xs" c="red" data-testid="buy-over">
                        {-meter.left} point{meter.left === -1 ? '' : 's'} over the {meter.of}: lower any stat, one row at a time, until the driver is within the
                        budget (“every player has 8 points per driver to spend on stats”, {SECTION.pointBuy}). Raising one stays off meanwhile.
                      </Text>
                    )}
                    {meter.left === 0 && (
                      <Text size="xs" c="dimmed" data-testid="buy-full">
                        All {meter.of} points are spent: a dearer row is off until a stat is bought down (“every player has 8 points per driver to spend on
                        stats”, {SECTION.pointBuy}).
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Group justify="space-between" align="flex-end">
                    <Text size="xs" c="dimmed" maw={360}>
                      This league rolls each stat on the stat table: one d6 per stat, 1-2 the first row, 3-4 the second, 5-6 the third.
                    </Text>
                    <RollButton label="Roll the driver" why={car.nothingToRoll.driver} loading={w.busy === 'driver'} onRoll={() => void w.roll('driver')} />
                  </Group>
                )}
                <FieldProblems messages={[...at('driver', 'stats'), ...STATS.flatMap((s) => at('driver', s))]} />
                <Box>
                  <Group justify="space-between" mb={6}>
                    <Text size="sm" fw={600}>
                      Traits
                    </Text>
                    <CountBadge label="Traits" count={driver.traits.length} of={tLimit} />
                  </Group>
                  <Stack gap="sm">
                    {!(tMode === 'pick-fixed') && (
                      <RollButton
                        label={tMode === 'rolled' ? 'Roll the traits' : 'Roll the D3-1 for traits'}
                        why={car.nothingToRoll.traits}
                        loading={w.busy === 'traits'}
                        onRoll={() => void w.roll('traits')}
                      />
                    )}
                    <ChosenList
                      what="traits"
                      items={driver.traits.map((t) => ({ name: t, text: traitRow(t).text }))}
                      onRemove={tMode === 'rolled' ? undefined : (i) => void w.save({ driver: withoutTrait(driver, i) })}
                    />
                    {tMode !== 'rolled' && (
                      <ChoiceSelect
                        ariaLabel="Add a trait"
                        value={null}
                        choices={traitChoices(driver, settings)}
                        placeholder={tLimit === null ? 'Roll the D3-1 first' : 'Add a trait…'}
                        disabled={tLimit === null || driver.traits.length >= tLimit}
                        onPick={(t) => t && void w.save({ driver: { ...driver, traits: [...driver.traits, t] } })}
                      />
                    )}
                    <FieldProblems messages={[...at('driver', 'traits'), ...at('driver', 'traitAllowance')]} />
                  </Stack>
                </Box>
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }} style={{ position: 'sticky', top: 72 }}>
          <Card withBorder padding="md" component="section" aria-label="On the table">
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="lg" truncate>
                  {design.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {design.type} · hover a number for where it comes from
                </Text>
              </div>
              <Badge variant={car.problems.length ? 'filled' : 'light'} color={car.problems.length ? 'red' : 'teal'} style={{ flex: 'none' }}>
                {car.problems.length ? `${car.problems.length} problem${car.problems.length === 1 ? '' : 's'}` : 'legal'}
              </Badge>
            </Group>
            <CarStats design={design} driver={driver} settings={settings} />
            <Group justify="flex-end" gap={6} mt="md">
              {onPrint && (
                <Button size="compact-sm" variant="default" leftSection={<IconPrinter size={14} />} onClick={onPrint}>
                  Print this car
                </Button>
              )}
              <Button size="compact-sm" variant="default" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove}>
                Remove
              </Button>
            </Group>
          </Card>
        </Grid.Col>
      </Grid>
      {w.diceDialog}
    </Stack>
  );
}
