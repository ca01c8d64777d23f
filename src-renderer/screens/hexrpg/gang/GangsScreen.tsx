import { Badge, Button, Card, Grid, Group, SegmentedControl, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBike, IconCar, IconPlus, IconTruck, IconUser, IconWalk } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type Character, hexrpgDeclaration, hexrpgSettingsSchema, SECTION, VEHICLE_KINDS, type VehicleKind } from '../../../../src-shared/engine/hexrpg';
import type { SheetRequest } from '../../../../src-shared/ipc/channels/sheets';
import { useQuery } from '../../../api/ApiProvider';
import { StandingCrewCard } from '../../../components/crew/StandingCrewCard';
import { FieldProblems } from '../../../components/FieldProblems';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { PrintRemoveButtons } from '../../../components/team/PrintRemoveButtons';
import { TeamScreen } from '../../../components/team/TeamScreen';
import type { TeamScreenWords } from '../../../components/team/teamWords';
import { usePrintAction } from '../../../shell/printAction';
import { navigate } from '../../../shell/routes';
import { CharacterEditor } from './CharacterEditor';
import { DuelCard } from './DuelCard';
import { RemoveDialog, type RemovePlan } from './RemoveDialog';
import { type GangCharacter, useGang } from './useGang';
import { KIND_WORDS, newVehicle } from './vehicleModel';
import { VehicleEditor } from './VehicleEditor';

const KIND_ICON: Record<VehicleKind, typeof IconCar> = { bike: IconBike, car: IconCar, warcar: IconTruck };
/** The print kinds of a character and a vehicle, where the build prints them (the declaration's, by the id they print by). */
const PRINT = {
  person: hexrpgDeclaration.print.kinds.find((k) => k.by?.id === 'personId'),
  vehicle: hexrpgDeclaration.print.kinds.find((k) => k.by?.id === 'vehicleId'),
};

const SCREEN_WORDS: TeamScreenWords = {
  title: 'Gangs',
  one: 'gang',
  form: { name: 'Gang', namePlaceholder: 'e.g. The Rust Eaters', owner: 'Played by', submit: 'Add the gang' },
  next: 'add its characters and vehicles now.',
  empty: 'A gang owns its characters and its bikes, cars and warcars; a session is fought between gangs.',
};

/**
 * The hex RPG's gangs (the core's screen of teams): each owns characters (MUSC, AGI, ACCU, DRIV, LUCK; HP derived;
 * skills with levels) and bikes, cars and warcars (the league's typical numbers, or their own), and seats its
 * characters in them (who drives, who rides, who is on foot). Route #/gangs/<gang>/<c|v><id>. Everything is saved by
 * the service as it is made; the chapter rolls no character or vehicle, so nothing here is rolled.
 */
export function GangsScreen() {
  return (
    <TeamScreen
      screen="gangs"
      words={SCREEN_WORDS}
      page={(gangId, header, view) => (
        <Stack gap="md">
          {header}
          <GangPage key={gangId} gangId={gangId} selected={view[0] ?? null} />
        </Stack>
      )}
    />
  );
}

function Row({
  active,
  onClick,
  icon,
  title,
  sub,
  badge,
}: {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  title: string;
  sub: string;
  badge?: ReactNode;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-current={active || undefined}
      px="xs"
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: active ? 'var(--mantine-color-default-hover)' : undefined,
        borderLeft: `3px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {icon}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {title}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {sub}
            </Text>
          </Stack>
        </Group>
        {badge}
      </Group>
    </UnstyledButton>
  );
}

function GangPage({ gangId, selected }: { gangId: number; selected: string | null }) {
  const gang = useGang(gangId);
  const settings = useQuery('league.settings', {});
  const [printing, setPrinting] = useState<{ request: SheetRequest; label: string } | null>(null);
  const [removing, setRemoving] = useState<RemovePlan | null>(null);
  const data = gang.data;
  const pick = (s: string) => navigate('gangs', gangId, s);
  const person = data?.characters.find((c) => selected === `c${c.personId}`) ?? (selected === null ? data?.characters[0] : undefined);
  const vehicle = person ? undefined : data?.vehicles.find((v) => selected === `v${v.vehicleId}`);
  const print =
    person && PRINT.person
      ? () =>
          setPrinting({
            request: { kind: PRINT.person!.kind, personId: person.personId } as SheetRequest,
            label: `${PRINT.person!.label} — ${person.character.name}`,
          })
      : vehicle && PRINT.vehicle
        ? () =>
            setPrinting({
              request: { kind: PRINT.vehicle!.kind, vehicleId: vehicle.vehicleId } as SheetRequest,
              label: `${PRINT.vehicle!.label} — ${vehicle.vehicle.name}`,
            })
        : null;
  usePrintAction(print);
  if (gang.error)
    return (
      <Text c="red" role="alert">
        {gang.error.message}
      </Text>
    );
  if (!data || !settings.data) return null;
  const vehicleStats = hexrpgSettingsSchema.shape.vehicleStats.parse(settings.data.houseRules.find((r) => r.key === 'vehicleStats')?.value);
  // The duel reads every house rule (the LUCK die, the critical's damage …): the league's, as the table reads them.
  const houseRules = hexrpgSettingsSchema.safeParse(Object.fromEntries(settings.data.houseRules.map((r) => [r.key, r.value])));
  const whereOf = (c: GangCharacter) => {
    if (!c.seat) return 'on foot';
    const v = data.vehicles.find((x) => x.vehicleId === c.seat!.vehicleId);
    const slot = hexrpgDeclaration.slots.find((s) => s.id === c.seat!.slot);
    const name = v?.vehicle.name ?? 'a vehicle';
    // A passengers' slot is many seats: one character is a passenger in the vehicle.
    return /Passenger/.test(c.seat.slot) ? `passenger in ${name}` : `${slot?.label.toLowerCase() ?? 'in'} of ${name}`;
  };
  const gangName = data.name;
  /** Leaving the gang, in words: a character (not one at a vehicle's controls: the service says why), a vehicle with or without its driver. */
  const removeCharacter = (c: GangCharacter): RemovePlan => {
    const drives = c.seat && /Driver$/.test(c.seat.slot) ? (data.vehicles.find((v) => v.vehicleId === c.seat!.vehicleId)?.vehicle.name ?? 'vehicle') : null;
    return {
      blocked: drives
        ? `${c.character.name} is at the controls of the ${drives}: seat someone else there first (Who rides where), or remove the vehicle and keep or take its driver.`
        : undefined,
      title: `Remove ${c.character.name}?`,
      text: drives
        ? `${c.character.name} cannot leave ${gangName} while he drives.`
        : `${c.character.name} leaves ${gangName}${c.seat ? ` and his seat (${whereOf(c)})` : ''}. His career stays in the league's records.`,
      confirm: `Remove ${c.character.name}`,
      run: () => gang.removeCharacter(c.personId),
      done: () => {
        notifications.show({ title: `${c.character.name} removed`, message: `${c.character.name} left ${gangName}. Ctrl+Z undoes.`, color: 'gray' });
        navigate('gangs', gangId);
      },
    };
  };
  const removeVehicle = (vehicleId: number, name: string): RemovePlan => {
    const driver = data.characters.find((c) => c.seat?.vehicleId === vehicleId && /Driver$/.test(c.seat.slot));
    return {
      title: `Remove ${name}?`,
      text: `${name} leaves ${gangName}; anyone riding in it is on foot.`,
      confirm: `Remove ${name}`,
      keepDriver: driver ? { label: `${driver.character.name}, at its controls, stays in the gang on foot (unticked: he leaves with it)` } : undefined,
      run: (keepDriver) => gang.removeVehicle(vehicleId, keepDriver),
      done: (keepDriver) => {
        const who = driver ? (keepDriver ? `; ${driver.character.name} stays, on foot` : ` with ${driver.character.name}`) : '';
        notifications.show({ title: `${name} removed`, message: `${name} left ${gangName}${who}. Ctrl+Z undoes.`, color: 'gray' });
        navigate('gangs', gangId);
      },
    };
  };
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Card withBorder padding="sm" component="section" aria-label="Characters">
            <Group justify="space-between" mb={4}>
              <Title order={4}>Characters</Title>
              <Badge variant="default">{data.characters.length}</Badge>
            </Group>
            <Stack gap={2}>
              {data.characters.map((c) => (
                <Row
                  key={c.personId}
                  active={person?.personId === c.personId}
                  onClick={() => pick(`c${c.personId}`)}
                  icon={c.seat ? <IconUser size={16} aria-hidden /> : <IconWalk size={16} aria-hidden />}
                  title={c.character.name}
                  sub={`${c.character.musc} HP · ${whereOf(c)}`}
                  badge={
                    c.problems.length > 0 ? (
                      <Badge color="red" size="xs">
                        illegal
                      </Badge>
                    ) : undefined
                  }
                />
              ))}
            </Stack>
            <AddCharacter onAdd={(name) => gang.addCharacter(name)} />
          </Card>
          <Card withBorder padding="sm" component="section" aria-label="Vehicles">
            <Group justify="space-between" mb={4}>
              <Title order={4}>Vehicles</Title>
              <Badge variant="default">{data.vehicles.length}</Badge>
            </Group>
            <Stack gap={2}>
              {data.vehicles.map((v) => {
                const Icon = KIND_ICON[v.vehicle.kind];
                return (
                  <Row
                    key={v.vehicleId}
                    active={vehicle?.vehicleId === v.vehicleId}
                    onClick={() => pick(`v${v.vehicleId}`)}
                    icon={<Icon size={16} aria-hidden />}
                    title={v.vehicle.name}
                    sub={`${KIND_WORDS[v.vehicle.kind].one} · ${v.vehicle.stats.hp ?? vehicleStats[v.vehicle.kind].hp} HP`}
                    badge={
                      v.problems.length > 0 ? (
                        <Badge color="red" size="xs">
                          illegal
                        </Badge>
                      ) : undefined
                    }
                  />
                );
              })}
            </Stack>
            <AddVehicle onAdd={(name, kind, driver) => gang.addVehicle(newVehicle(name, kind), driver)} />
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {person ? (
            <EditorCard
              title={person.character.name}
              sub={`Character · ${whereOf(person)}`}
              onRename={(name) => gang.updateCharacter(person.personId, { ...person.character, name })}
              onPrint={print}
              onRemove={() => setRemoving(removeCharacter(person))}
            >
              <CharacterEditor
                key={person.personId}
                character={person.character}
                issues={[...person.problems, ...gang.issues(`c${person.personId}`)]}
                onSave={(c: Character) => void gang.updateCharacter(person.personId, c)}
              />
            </EditorCard>
          ) : vehicle ? (
            <EditorCard
              title={vehicle.vehicle.name}
              sub={`${KIND_WORDS[vehicle.vehicle.kind].one}: ${KIND_WORDS[vehicle.vehicle.kind].typical} (${KIND_WORDS[vehicle.vehicle.kind].rule})`}
              onRename={(name) => gang.updateVehicle(vehicle.vehicleId, { ...vehicle.vehicle, name })}
              onPrint={print}
              onRemove={() => setRemoving(removeVehicle(vehicle.vehicleId, vehicle.vehicle.name))}
            >
              <VehicleEditor
                key={vehicle.vehicleId}
                vehicle={vehicle.vehicle}
                settings={{ vehicleStats }}
                issues={[...vehicle.problems, ...gang.issues(`v${vehicle.vehicleId}`)]}
                onSave={(v) => void gang.updateVehicle(vehicle.vehicleId, v)}
              />
            </EditorCard>
          ) : (
            <Card withBorder padding="lg">
              <Text c="dimmed" size="sm">
                Add a character or a vehicle, or pick one on the left to edit it.
              </Text>
            </Card>
          )}
          {vehicle && houseRules.success && (
            <DuelCard key={`duel-${vehicle.vehicleId}`} vehicle={vehicle} vehicles={data.vehicles} characters={data.characters} settings={houseRules.data} />
          )}
          <Card withBorder padding="md" component="section" aria-label="Who rides where">
            <Title order={4}>Who rides where</Title>
            <Text size="xs" c="dimmed" mb="xs">
              A bike: a rider and a passenger; a car: a driver and 3; a warcar: a driver and 7 ({SECTION.general}). Anyone unseated is on foot.
            </Text>
            <StandingCrewCard franchiseId={gangId} />
          </Card>
        </Stack>
      </Grid.Col>
      {printing && <SheetsPrintDialog request={printing.request} label={printing.label} onClose={() => setPrinting(null)} />}
      <RemoveDialog plan={removing} onClose={() => setRemoving(null)} />
    </Grid>
  );
}

function EditorCard({
  title,
  sub,
  onRename,
  onPrint,
  onRemove,
  children,
}: {
  title: string;
  sub: string;
  onRename: (name: string) => Promise<boolean>;
  onPrint: (() => void) | null;
  /** Asks first (RemoveDialog): a character or a vehicle leaving the gang. */
  onRemove: () => void;
  children: ReactNode;
}) {
  const [name, setName] = useState(title);
  const [was, setWas] = useState(title);
  if (was !== title) {
    setWas(title);
    setName(title);
  }
  const commit = () => name.trim() !== title && void onRename(name.trim());
  return (
    <Card withBorder padding="md" component="section" aria-label="Editor">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            aria-label="Name"
            variant="unstyled"
            size="lg"
            fw={700}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') setName(title);
            }}
            styles={{ input: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
          />
          <Text size="xs" c="dimmed">
            {sub}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <PrintRemoveButtons name={title} onPrint={onPrint} onRemove={onRemove} />
        </Group>
      </Group>
      {children}
    </Card>
  );
}

function AddCharacter({ onAdd }: { onAdd: (name: string) => Promise<string[]> }) {
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const p = await onAdd(name);
        setProblems(p);
        if (p.length === 0) setName('');
      }}
    >
      <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label="New character’s name"
          placeholder="New character’s name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button size="xs" type="submit" variant="light" leftSection={<IconPlus size={14} />}>
          Add a character
        </Button>
      </Group>
      <FieldProblems messages={problems} />
    </form>
  );
}

function AddVehicle({ onAdd }: { onAdd: (name: string, kind: VehicleKind, driver: string) => Promise<string[]> }) {
  const [name, setName] = useState('');
  const [driver, setDriver] = useState('');
  const [kind, setKind] = useState<VehicleKind>('car');
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const p = await onAdd(name, kind, driver);
        setProblems(p);
        if (p.length === 0) {
          setName('');
          setDriver('');
        }
      }}
    >
      <Stack gap={6} mt="sm">
        <SegmentedControl
          size="xs"
          aria-label="Kind of vehicle"
          value={kind}
          onChange={(v) => setKind(v as VehicleKind)}
          data={VEHICLE_KINDS.map((k) => ({ value: k, label: KIND_WORDS[k].one }))}
        />
        <TextInput size="xs" aria-label="New vehicle’s name" placeholder="New vehicle’s name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Group gap={6} wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={kind === 'bike' ? 'Its rider' : 'Its driver'}
            placeholder={kind === 'bike' ? 'Its rider (a new character)' : 'Its driver (a new character)'}
            value={driver}
            onChange={(e) => setDriver(e.currentTarget.value)}
          />
          <Button size="xs" type="submit" variant="light" leftSection={<IconPlus size={14} />}>
            Add a vehicle
          </Button>
        </Group>
      </Stack>
      <FieldProblems messages={problems} />
    </form>
  );
}
