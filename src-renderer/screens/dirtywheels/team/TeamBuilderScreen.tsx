import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCarGarage, IconHistory, IconPencil, IconPlus, IconPrinter, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  CAR_TYPES,
  type CarDesign,
  type CarType,
  carType,
  type DirtyWheelsSettings,
  type Driver,
  SECTION,
  withGap,
} from '../../../../src-shared/engine/dirtywheels';
import type { SheetRequest } from '../../../../src-shared/ipc/channels/sheets';
import type { TeamCarView, TeamView } from '../../../../src-shared/ipc/channels/teams';
import { useQuery } from '../../../api/ApiProvider';
import { FieldProblems } from '../../../components/FieldProblems';
import { RemoveVehicleModal } from '../../../components/team/RemoveVehicleModal';
import { FranchisePicker, rememberedFranchise } from '../../../components/FranchisePicker';
import { TeamSizeMeter } from '../../../components/team/TeamSizeMeter';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { useRollingCall } from '../../../components/useRollingCall';
import { hrefOf, navigate, useRoute } from '../../../shell/routes';
import { AddTeamModal } from './AddTeamModal';
import { CarEditor } from './CarEditor';
import { CarStats } from './CarStats';
import { DuelCard } from './DuelCard';
import { newCar, nextName, problemsAt, settingsFromHouseRules, startingDriver } from './teamBuilderModel';
import { usePrintAction } from '../../../shell/printAction';
import { PrintRemoveButtons } from '../../../components/team/PrintRemoveButtons';

const SIZE_RULE = `House rule “Cars per team”, ${withGap(SECTION.rules, 12)}`;

function useDirtyWheelsSettings(): DirtyWheelsSettings | undefined {
  const view = useQuery('league.settings', {});
  return useMemo(() => (view.data ? settingsFromHouseRules(view.data.houseRules) : undefined), [view.data]);
}

/**
 * Dirty Wheels teams: pick a team, see its cars as cards, add, edit, print and remove them. Routes: #/team/<team>
 * and #/team/<team>/car/<car>. Everything is saved by the service as it is made; nothing lives only in the page.
 */
export function TeamBuilderScreen() {
  const { rest } = useRoute();
  const list = useQuery('franchise.list', {});
  const settings = useDirtyWheelsSettings();
  const [adding, setAdding] = useState(false);
  const teams = list.data ?? [];
  const fromRoute = Number(rest[0]);
  const teamId = teams.some((t) => t.id === fromRoute) ? fromRoute : rememberedFranchise(teams);
  if (!list.data || !settings) return <Title order={2}>Teams</Title>;
  const addTeam = adding && <AddTeamModal taken={teams.length} onClose={() => setAdding(false)} />;
  if (teamId === undefined)
    return (
      <Stack gap="md">
        <Title order={2}>Teams</Title>
        <EmptyState
          icon={<IconUsersGroup size={32} />}
          title="No teams yet"
          description={`Each player runs a team of cars, each car with its driver. This league's teams field ${settings.teamSize} cars (${SIZE_RULE}).`}
        >
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add a team
            </Button>
          </EmptyState.Actions>
        </EmptyState>
        {addTeam}
      </Stack>
    );
  return (
    <>
      <TeamPage
        key={teamId}
        teamId={teamId}
        view={rest.slice(1)}
        settings={settings}
        picker={<FranchisePicker list={teams} value={teamId} label="Team" pageLink={false} onChange={(id) => navigate('team', id)} />}
        onAddTeam={() => setAdding(true)}
      />
      {addTeam}
    </>
  );
}

function TeamPage({
  teamId,
  view,
  settings,
  picker,
  onAddTeam,
}: {
  teamId: number;
  view: string[];
  settings: DirtyWheelsSettings;
  picker: React.ReactNode;
  onAddTeam: () => void;
}) {
  const team = useQuery('team.get', { franchiseId: teamId });
  const [printing, setPrinting] = useState<{ request: SheetRequest; label: string } | null>(null);
  const [removing, setRemoving] = useState<TeamCarView | null>(null);
  const [addingCar, setAddingCar] = useState(false);
  const t = team.data;
  usePrintAction(
    t && t.cars.length > 0 ? () => setPrinting({ request: { kind: 'franchise', franchiseId: t.franchiseId }, label: `Team sheet — ${t.name}` }) : null,
  );
  if (team.error)
    return (
      <Text c="red" role="alert">
        {team.error.message}
      </Text>
    );
  if (!t) return <Title order={2}>Teams</Title>;
  const full = t.cars.length >= t.maxCars;
  const printCar = (c: TeamCarView) => setPrinting({ request: { kind: 'car', vehicleId: c.vehicleId }, label: `Car card — ${(c.design as CarDesign).name}` });
  const dialogs = (
    <>
      <SheetsPrintDialog request={printing?.request ?? null} label={printing?.label ?? ''} onClose={() => setPrinting(null)} />
      <RemoveVehicleModal
        car={removing}
        team={t}
        vehicle="car"
        played="Games already played"
        onClose={() => setRemoving(null)}
        onRemoved={() => navigate('team', t.franchiseId)}
      />
      {/* Mounted while open: each opening starts from a fresh form with the next free name. */}
      {addingCar && <AddCarModal team={t} settings={settings} onClose={() => setAddingCar(false)} />}
    </>
  );

  const editing = view[0] === 'car' ? t.cars.find((c) => c.vehicleId === Number(view[1])) : undefined;
  if (view[0] === 'car')
    return (
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Breadcrumbs>
            <Anchor href={hrefOf('team', t.franchiseId)}>Teams · {t.name}</Anchor>
            <Text>{editing ? (editing.design as CarDesign).name : 'Car not found'}</Text>
          </Breadcrumbs>
          <TeamSizeMeter count={t.cars.length} max={t.maxCars} rule={`${SIZE_RULE}: ${t.maxCars} cars per team.`} />
        </Group>
        {editing ? (
          <>
            <CarEditor key={editing.vehicleId} car={editing} settings={settings} onPrint={() => printCar(editing)} onRemove={() => setRemoving(editing)} />
            <DuelCard key={`duel-${editing.vehicleId}`} car={editing} team={t} settings={settings} />
          </>
        ) : (
          <Text c="dimmed">This car is no longer in {t.name} (removed, or undone). </Text>
        )}
        {dialogs}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Title order={2}>Teams</Title>
          {picker}
          <Tooltip label="Add another team to the league">
            <ActionIcon variant="default" size="lg" aria-label="New team" onClick={onAddTeam}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap="lg" wrap="nowrap" ml="auto">
          <TeamSizeMeter count={t.cars.length} max={t.maxCars} rule={`${SIZE_RULE}: ${t.maxCars} cars per team.`} />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            disabled={t.cars.length === 0}
            onClick={() => setPrinting({ request: { kind: 'franchise', franchiseId: t.franchiseId }, label: `Team sheet — ${t.name}` })}
          >
            Print team sheet
          </Button>
          <Tooltip label={`${t.name} fields ${t.cars.length} of ${t.maxCars} cars: remove one first (${SIZE_RULE}).`} disabled={!full} multiline maw={320}>
            <Button leftSection={<IconPlus size={16} />} disabled={full} onClick={() => setAddingCar(true)}>
              Add a car
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {t.cars.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack gap={4} align="flex-start">
            <Text fw={600}>{t.name} has no cars yet</Text>
            <Text size="sm" c="dimmed">
              Add up to {t.maxCars}: pick a type (Racer, Truck or Standard), then its weapons, upgrades and driver.
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-label="Cars">
          {t.cars.map((c) => (
            <TeamCarCard key={c.vehicleId} car={c} team={t} settings={settings} onPrint={() => printCar(c)} onRemove={() => setRemoving(c)} />
          ))}
        </SimpleGrid>
      )}
      {dialogs}
    </Stack>
  );
}

function TeamCarCard({
  car,
  team,
  settings,
  onPrint,
  onRemove,
}: {
  car: TeamCarView;
  team: TeamView;
  settings: DirtyWheelsSettings;
  onPrint: () => void;
  onRemove: () => void;
}) {
  const design = car.design as CarDesign;
  const driver = car.driver as Driver;
  return (
    <Card withBorder padding="md" component="article" aria-label={design.name} data-vehicle={car.vehicleId}>
      <Group justify="space-between" wrap="nowrap" mb="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate>
            {design.name}
          </Text>
          <Text size="xs" c="dimmed">
            {design.type} · “{carType(design.type).weapons.printed}”
          </Text>
        </div>
      </Group>
      <CarStats design={design} driver={driver} settings={settings} compact />
      {car.problems.length > 0 && (
        <Group gap={6} mt={8} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" style={{ flex: 'none' }} />
          <Text size="xs" c="red">
            {problemsAt(car.problems).join(' ')}
          </Text>
        </Group>
      )}
      <Group justify="flex-end" gap={6} mt="sm">
        <Button
          size="compact-sm"
          variant="subtle"
          component="a"
          href={hrefOf('season', 'standings', 'driver', car.competitorId)}
          leftSection={<IconHistory size={14} />}
          aria-label={`History of ${design.name} and ${driver.name}`}
        >
          History
        </Button>
        <PrintRemoveButtons name={design.name} onPrint={onPrint} onRemove={onRemove} />
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          onClick={() => navigate('team', team.franchiseId, 'car', car.vehicleId)}
          aria-label={`Edit ${design.name}`}
        >
          Edit
        </Button>
      </Group>
    </Card>
  );
}

/** A new car starts legal (two fixed machine guns, the stat table's middle row) and is built in the editor. */
function AddCarModal({ team, settings, onClose }: { team: TeamView; settings: DirtyWheelsSettings; onClose: () => void }) {
  const rolling = useRollingCall();
  const [name, setName] = useState(() =>
    nextName(
      'Car',
      team.cars.map((c) => (c.design as CarDesign).name),
    ),
  );
  const [driverName, setDriverName] = useState('');
  const [type, setType] = useState<CarType>('Standard');
  const [issues, setIssues] = useState<{ path: (string | number)[]; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const at = (...p: (string | number)[]) => problemsAt(issues, ...p);
  const submit = async () => {
    setBusy(true);
    const r = await rolling.call('team.addCar', { franchiseId: team.franchiseId, design: newCar(name, type), ...startingDriver(driverName, settings) });
    setBusy(false);
    if (!r.ok) return setIssues('issues' in r.error && r.error.issues.length ? r.error.issues : [{ path: [], message: r.error.message }]);
    onClose();
    notifications.show({ title: `${name} added to ${team.name}`, message: 'Now pick its weapons, upgrades and driver.', color: 'green' });
    navigate('team', team.franchiseId, 'car', r.value.car.vehicleId);
  };
  return (
    <Modal opened onClose={onClose} title={`Add a car to ${team.name}`} centered size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Car name"
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={at('design', 'name').join(' ') || undefined}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Type
            </Text>
            <SegmentedControl aria-label="New car type" fullWidth value={type} data={[...CAR_TYPES]} onChange={(v) => setType(v as CarType)} />
            <Text size="xs" c="dimmed">
              {carType(type).description} Speed {carType(type).speed}", structure {carType(type).structure}, armour {carType(type).armour} ({SECTION.carTypes}).
            </Text>
          </Stack>
          <TextInput
            label="Driver name"
            placeholder="e.g. Mad Maxine"
            value={driverName}
            onChange={(e) => setDriverName(e.currentTarget.value)}
            error={[...at('driver'), ...at('rollDriver')].join(' ') || undefined}
          />
          <FieldProblems messages={issues.filter((i) => i.path.length === 0 || i.path[0] === 'franchiseId').map((i) => i.message)} />
          <Text size="xs" c="dimmed">
            It starts with two fixed machine guns and a driver on the stat table’s middle row; its weapons, upgrades and driver are set in the editor next.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconCarGarage size={16} />}>
              Add the car
            </Button>
          </Group>
        </Stack>
      </form>
      {rolling.dialog}
    </Modal>
  );
}
