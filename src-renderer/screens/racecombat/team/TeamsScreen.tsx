import {
  ActionIcon,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCarGarage, IconHistory, IconPencil, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type CarDesign, derive, type RacecombatSettings, racecombatDeclaration } from '../../../../src-shared/engine/racecombat';
import type { SheetRequest } from '../../../../src-shared/ipc/channels/sheets';
import type { CrewView, TeamCarView, TeamView } from '../../../../src-shared/ipc/channels/teams';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { FieldProblems } from '../../../components/FieldProblems';
import { FranchisePicker, rememberedFranchise } from '../../../components/FranchisePicker';
import { TeamSizeMeter } from '../../../components/team/TeamSizeMeter';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { TeamForm } from '../../../components/TeamForm';
import { RemoveVehicleModal } from '../../../components/team/RemoveVehicleModal';
import { hrefOf, navigate, useRoute } from '../../../shell/routes';
import { budgetMeter, newCarDesign, problemsAt, settingsFromHouseRules, wearMeter, weaponList } from './carModel';
import { CarEditor } from './CarEditor';
import { GunnerLine } from './GunnerSeat';
import { PrintRemoveButtons } from '../../../components/team/PrintRemoveButtons';

/** The screen's id in the navigation (its declaration's). */
const SCREEN = 'teams';
const TEAM_WORDS = { name: 'Team name', namePlaceholder: 'e.g. Scuderia Rust', owner: 'Team principal', submit: 'Add the team' };
/** The print kind of a car's sheet, when the build prints one (its declaration's, found by the id it prints by). */
const CAR_PRINT = racecombatDeclaration.print.kinds.find((k) => k.by?.id === 'vehicleId');

function useRacecombatSettings(): RacecombatSettings | undefined {
  const view = useQuery('league.settings', {});
  return useMemo(() => (view.data ? settingsFromHouseRules(view.data.houseRules) : undefined), [view.data]);
}

/** A new team (a `franchises` row): its name, colour and who runs it; its cars are added next. Mounted to open. */
function AddTeamModal({ taken, onClose }: { taken: number; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Add a team" centered>
      <TeamForm
        taken={taken}
        words={TEAM_WORDS}
        autoFocus
        onAdded={(f) => {
          onClose();
          notifications.show({ title: 'Team added', message: `${f.name}: add its cars now.`, color: 'green' });
          navigate(SCREEN, f.id);
        }}
        extra={
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}

/**
 * Race-combat teams: pick a team, see its cars, add, edit, print and remove them. Routes: #/teams/<team> and
 * #/teams/<team>/car/<car>. Everything is saved by the service as it is made; nothing lives only in the page.
 */
export function TeamsScreen() {
  const { rest } = useRoute();
  const list = useQuery('franchise.list', {});
  const settings = useRacecombatSettings();
  const [adding, setAdding] = useState(false);
  const teams = list.data ?? [];
  const fromRoute = Number(rest[0]);
  const teamId = teams.some((t) => t.id === fromRoute) ? fromRoute : rememberedFranchise(teams);
  if (list.error)
    return (
      <Text c="red" role="alert">
        {list.error.message}
      </Text>
    );
  if (!list.data || !settings) return <Title order={2}>Teams</Title>;
  const addTeam = adding && <AddTeamModal taken={teams.length} onClose={() => setAdding(false)} />;
  if (teamId === undefined)
    return (
      <Stack gap="md">
        <Title order={2}>Teams</Title>
        <EmptyState
          icon={<IconUsersGroup size={32} />}
          title="No teams yet"
          description="Each team runs several cars in the championship, each car with its driver (and a gunner if it carries one). Drivers score the drivers’ championship; a team scores what its cars score."
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
        picker={<FranchisePicker list={teams} value={teamId} label="Team" pageLink={false} onChange={(id) => navigate(SCREEN, id)} />}
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
  settings: RacecombatSettings;
  picker: React.ReactNode;
  onAddTeam: () => void;
}) {
  const team = useQuery('team.get', { franchiseId: teamId });
  // Who sits where (the core's standing crew): each car's gunner by name.
  const crew = useQuery('crew.list', { franchiseId: teamId });
  const [printing, setPrinting] = useState<{ request: SheetRequest; label: string } | null>(null);
  const [removing, setRemoving] = useState<TeamCarView | null>(null);
  const [addingCar, setAddingCar] = useState(false);
  const t = team.data;
  if (team.error)
    return (
      <Text c="red" role="alert">
        {team.error.message}
      </Text>
    );
  if (!t) return <Title order={2}>Teams</Title>;
  const full = t.cars.length >= t.maxCars;
  const printCar = CAR_PRINT
    ? (c: TeamCarView) =>
        setPrinting({
          request: { kind: CAR_PRINT.kind, vehicleId: c.vehicleId } as SheetRequest,
          label: `${CAR_PRINT.label} — ${(c.design as CarDesign).name}`,
        })
    : null;
  const dialogs = (
    <>
      {printing && <SheetsPrintDialog request={printing.request} label={printing.label} onClose={() => setPrinting(null)} />}
      <RemoveVehicleModal
        car={removing}
        team={t}
        vehicle="car"
        played="Races already run"
        others="a gunner in it stays with the team, in no car"
        onClose={() => setRemoving(null)}
        onRemoved={() => navigate(SCREEN, t.franchiseId)}
      />
      {addingCar && <AddCarModal team={t} settings={settings} onClose={() => setAddingCar(false)} />}
    </>
  );

  if (view[0] === 'car') {
    const editing = t.cars.find((c) => c.vehicleId === Number(view[1]));
    return (
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Breadcrumbs>
            <Anchor href={hrefOf(SCREEN, t.franchiseId)}>Teams · {t.name}</Anchor>
            <Text>{editing ? (editing.design as CarDesign).name : 'Car not found'}</Text>
          </Breadcrumbs>
          <TeamSizeMeter count={t.cars.length} max={t.maxCars} rule={`This league’s teams run up to ${t.maxCars} cars.`} />
        </Group>
        {editing ? (
          <CarEditor
            key={editing.vehicleId}
            car={editing}
            settings={settings}
            onPrint={printCar && (() => printCar(editing))}
            onRemove={() => setRemoving(editing)}
          />
        ) : (
          <Text c="dimmed">This car is no longer in {t.name} (removed, or undone).</Text>
        )}
        {dialogs}
      </Stack>
    );
  }

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
          <TeamSizeMeter count={t.cars.length} max={t.maxCars} rule={`This league’s teams run up to ${t.maxCars} cars.`} />
          <Tooltip label={`${t.name} runs ${t.cars.length} of ${t.maxCars} cars: remove one first.`} disabled={!full} multiline maw={320}>
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
              Add up to {t.maxCars}: each starts with the league’s wear points and nothing bought; share out its wear points and buy its armour and weapons in
              the editor.
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-label="Cars">
          {t.cars.map((c) => (
            <TeamCarCard
              key={c.vehicleId}
              car={c}
              team={t}
              crew={crew.data}
              settings={settings}
              onPrint={printCar && (() => printCar(c))}
              onRemove={() => setRemoving(c)}
            />
          ))}
        </SimpleGrid>
      )}
      {t.onFoot.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="on-foot">
          Gunners without a seat: {t.onFoot.map((p) => (p.person as { name: string }).name).join(', ')}. Seat one from a car built with a gunner.
        </Text>
      )}
      {dialogs}
    </Stack>
  );
}

function TeamCarCard({
  car,
  team,
  crew,
  settings,
  onPrint,
  onRemove,
}: {
  car: TeamCarView;
  team: TeamView;
  crew: CrewView | undefined;
  settings: RacecombatSettings;
  onPrint: (() => void) | null;
  onRemove: () => void;
}) {
  const design = car.design as CarDesign;
  const driver = car.driver as { name: string };
  const derived = derive(design, settings);
  const budget = budgetMeter(derived, settings);
  const wear = wearMeter(design, settings);
  return (
    <Card withBorder padding="md" component="article" aria-label={design.name} data-vehicle={car.vehicleId}>
      <Group justify="space-between" wrap="nowrap" mb={6} align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate>
            {design.name}
          </Text>
          <Text size="xs" c="dimmed">
            Driver {driver.name}
          </Text>
          <GunnerLine design={design} vehicleId={car.vehicleId} franchiseId={team.franchiseId} crew={crew} onFoot={team.onFoot} />
        </div>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            Equipment
          </Text>
          <Text fw={700} c={budget.over ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {budget.of === null ? `${budget.spent} pts` : `${budget.spent} / ${budget.of} pts`}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} mb={6}>
        <Badge size="sm" variant="default" tt="none" c={wear.over ? 'red' : undefined}>
          {wear.spent} wear points
        </Badge>
        <Badge size="sm" variant="default" tt="none">
          Armour: body {design.bodyArmour}, tyres {design.tyreArmour}
          {design.turret ? `, turret ${design.turret.armour}` : ''}
        </Badge>
        {design.turret && (
          <Badge size="sm" variant="light" color="grape">
            Turret
          </Badge>
        )}
        {design.ramplate && (
          <Badge size="sm" variant="light" color="gray">
            Ramplate
          </Badge>
        )}
      </Group>
      <Text size="sm">{design.weapons.length === 0 ? 'No weapons' : weaponList(design)}</Text>
      {derived.dropped.length > 0 && (
        <Text size="xs" c="dimmed">
          Drops {derived.dropped.map((d) => `${d.label.toLowerCase()} (${d.facing})`).join(', ')}
        </Text>
      )}
      {car.problems.length > 0 && (
        <Group gap={6} mt={8} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" style={{ flex: 'none' }} />
          <Text size="xs" c="red">
            {problemsAt(car.problems).map(organizerText).join(' ')}
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
          onClick={() => navigate(SCREEN, team.franchiseId, 'car', car.vehicleId)}
          aria-label={`Edit ${design.name}`}
        >
          Edit
        </Button>
      </Group>
    </Card>
  );
}

/** "Car 3", the first free number after the team's cars. */
function nextName(taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  for (let i = taken.length + 1; ; i++) if (!used.has(`car ${i}`)) return `Car ${i}`;
}

/** A new car starts with the league's wear points and nothing bought (always legal) and is built in the editor. */
function AddCarModal({ team, settings, onClose }: { team: TeamView; settings: RacecombatSettings; onClose: () => void }) {
  const api = useApi();
  const [name, setName] = useState(() => nextName(team.cars.map((c) => (c.design as CarDesign).name)));
  const [driverName, setDriverName] = useState('');
  const [issues, setIssues] = useState<{ path: (string | number)[]; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const at = (...p: (string | number)[]) => problemsAt(issues, ...p);
  const submit = async () => {
    setBusy(true);
    const r = await api.call('team.addCar', {
      franchiseId: team.franchiseId,
      design: newCarDesign(name, settings),
      driver: { kind: 'driver', name: driverName },
    });
    setBusy(false);
    if (!r.ok) return setIssues('issues' in r.error && r.error.issues.length ? r.error.issues : [{ path: [], message: r.error.message }]);
    onClose();
    notifications.show({ title: `${name} added to ${team.name}`, message: 'Now share out its wear points and fit its armour and weapons.', color: 'green' });
    navigate(SCREEN, team.franchiseId, 'car', r.value.car.vehicleId);
  };
  return (
    <Modal opened onClose={onClose} title={`Add a car to ${team.name}`} centered>
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
          <TextInput
            label="Driver"
            placeholder="e.g. Mad Maxine"
            value={driverName}
            onChange={(e) => setDriverName(e.currentTarget.value)}
            error={at('driver').join(' ') || undefined}
          />
          <FieldProblems messages={issues.filter((i) => i.path.length === 0 || i.path[0] === 'franchiseId').map((i) => i.message)} />
          <Text size="xs" c="dimmed">
            It starts with the league’s {settings.wearPointTotal} wear points shared out as in the base game and nothing bought; the editor comes next.
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
    </Modal>
  );
}
