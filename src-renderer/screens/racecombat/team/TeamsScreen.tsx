import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type CarDesign, derive, type RacecombatSettings, racecombatDeclaration } from '../../../../src-shared/engine/racecombat';
import type { SheetRequest } from '../../../../src-shared/ipc/channels/sheets';
import type { CrewView, TeamCarView, TeamView } from '../../../../src-shared/ipc/channels/teams';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { AddCarModal } from '../../../components/team/AddCarModal';
import { TeamPage, type TeamPageWords } from '../../../components/team/TeamPage';
import { TeamScreen } from '../../../components/team/TeamScreen';
import type { VehicleCardParts } from '../../../components/team/VehicleCard';
import type { TeamScreenWords } from '../../../components/team/teamWords';
import { navigate } from '../../../shell/routes';
import { budgetMeter, newCarDesign, problemsAt, settingsFromHouseRules, wearMeter, weaponList } from './carModel';
import { CarEditor } from './CarEditor';
import { DuelCard } from './DuelCard';
import { GunnerLine } from './GunnerSeat';

/** The screen's id in the navigation (its declaration's). */
const SCREEN = 'teams';
/** The print kind of a car's sheet, when the build prints one (its declaration's, found by the id it prints by). */
const CAR_PRINT = racecombatDeclaration.print.kinds.find((k) => k.by?.id === 'vehicleId');

const SCREEN_WORDS: TeamScreenWords = {
  title: 'Teams',
  one: 'team',
  form: { name: 'Team name', namePlaceholder: 'e.g. Scuderia Rust', owner: 'Team principal', submit: 'Add the team' },
  next: 'add its cars now.',
  empty:
    'Each team runs several cars in the championship, each car with its driver (and a gunner if it carries one). Drivers score the drivers’ championship; a team scores what its cars score.',
};

const PAGE_WORDS: TeamPageWords = {
  title: 'Teams',
  sizeRule: (max) => `This league’s teams run up to ${max} cars.`,
  full: (t) => `${t.name} runs ${t.cars.length} of ${t.maxCars} cars: remove one first.`,
  empty: (max) =>
    `Add up to ${max}: each starts with the league’s wear points and nothing bought; share out its wear points and buy its armour and weapons in the editor.`,
  removed: { played: 'Races already run', others: 'a gunner in it stays with the team, in no car' },
};

function useRacecombatSettings(): RacecombatSettings | undefined {
  const view = useQuery('league.settings', {});
  return useMemo(() => (view.data ? settingsFromHouseRules(view.data.houseRules) : undefined), [view.data]);
}

/**
 * Race-combat teams (the core's team page): each car's card shows its driver and gunner, its equipment against the
 * budget, wear points, armour and weapons. Routes: #/teams/<team> and #/teams/<team>/car/<car>.
 */
export function TeamsScreen() {
  const settings = useRacecombatSettings();
  if (!settings) return <Title order={2}>Teams</Title>;
  return (
    <TeamScreen
      screen={SCREEN}
      words={SCREEN_WORDS}
      page={(teamId, header, view) => <RacecombatTeam key={teamId} teamId={teamId} header={header} view={view} settings={settings} />}
    />
  );
}

function RacecombatTeam({ teamId, header, view, settings }: { teamId: number; header: ReactNode; view: string[]; settings: RacecombatSettings }) {
  // Who sits where (the core's standing crew): each car's gunner by name.
  const crew = useQuery('crew.list', { franchiseId: teamId });
  return (
    <TeamPage
      teamId={teamId}
      view={view}
      screen={SCREEN}
      header={header}
      words={PAGE_WORDS}
      card={(c, t) => carParts(c, t, crew.data, settings)}
      editor={(c, t, actions) => (
        <>
          <CarEditor key={c.vehicleId} car={c} settings={settings} {...actions} />
          <DuelCard key={`duel-${c.vehicleId}`} car={c} team={t} settings={settings} />
        </>
      )}
      addCar={(t, onClose) => <AddRacecombatCar team={t} settings={settings} onClose={onClose} />}
      carSheet={
        CAR_PRINT
          ? (c) => ({
              request: { kind: CAR_PRINT.kind, vehicleId: c.vehicleId } as SheetRequest,
              label: `${CAR_PRINT.label} — ${(c.design as CarDesign).name}`,
            })
          : null
      }
      footer={(t) =>
        t.onFoot.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="on-foot">
            Gunners without a seat: {t.onFoot.map((p) => (p.person as { name: string }).name).join(', ')}. Seat one from a car built with a gunner.
          </Text>
        )
      }
    />
  );
}

/** A car's card: its driver and gunner, the equipment spent against the budget, wear points, armour, weapons and drops. */
function carParts(car: TeamCarView, team: TeamView, crew: CrewView | undefined, settings: RacecombatSettings): VehicleCardParts {
  const design = car.design as CarDesign;
  const derived = derive(design, settings);
  const budget = budgetMeter(derived, settings);
  const wear = wearMeter(design, settings);
  return {
    sub: (
      <>
        <Text size="xs" c="dimmed">
          Driver {(car.driver as { name: string }).name}
        </Text>
        <GunnerLine design={design} vehicleId={car.vehicleId} franchiseId={team.franchiseId} crew={crew} onFoot={team.onFoot} />
      </>
    ),
    aside: (
      <Stack gap={0} align="flex-end">
        <Text size="xs" c="dimmed">
          Equipment
        </Text>
        <Text fw={700} c={budget.over ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {budget.of === null ? `${budget.spent} pts` : `${budget.spent} / ${budget.of} pts`}
        </Text>
      </Stack>
    ),
    body: (
      <>
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
      </>
    ),
    problems: problemsAt(car.problems).map(organizerText),
  };
}

/** A new car starts with the league's wear points and nothing bought (always legal) and is built in the editor. */
function AddRacecombatCar({ team, settings, onClose }: { team: TeamView; settings: RacecombatSettings; onClose: () => void }) {
  const api = useApi();
  return (
    <AddCarModal
      team={team}
      add={(name, driver) =>
        api.call('team.addCar', { franchiseId: team.franchiseId, design: newCarDesign(name, settings), driver: { kind: 'driver', name: driver } })
      }
      onAdded={(vehicleId) => navigate(SCREEN, team.franchiseId, 'car', vehicleId)}
      onClose={onClose}
      words={{
        driver: 'Driver',
        starts: `It starts with the league’s ${settings.wearPointTotal} wear points shared out as in the base game and nothing bought; the editor comes next.`,
        next: 'Now share out its wear points and fit its armour and weapons.',
      }}
    />
  );
}
