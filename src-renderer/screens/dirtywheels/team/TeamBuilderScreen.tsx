import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
import type { TeamView } from '../../../../src-shared/ipc/channels/teams';
import { useQuery } from '../../../api/ApiProvider';
import { AddCarModal } from '../../../components/team/AddCarModal';
import { TeamPage, type TeamPageWords } from '../../../components/team/TeamPage';
import { TeamScreen } from '../../../components/team/TeamScreen';
import type { TeamScreenWords } from '../../../components/team/teamWords';
import { useRollingCall } from '../../../components/useRollingCall';
import { navigate } from '../../../shell/routes';
import { CarEditor } from './CarEditor';
import { CarStats } from './CarStats';
import { DuelCard } from './DuelCard';
import { newCar, problemsAt, settingsFromHouseRules, startingDriver } from './teamBuilderModel';
import { SCREEN, TEAM_WORDS } from './teamWords';

const SIZE_RULE = `House rule “Cars per team”, ${withGap(SECTION.rules, 12)}`;

const screenWords = (s: DirtyWheelsSettings): TeamScreenWords => ({
  ...TEAM_WORDS,
  empty: `Each player runs a team of cars, each car with its driver. This league's teams field ${s.teamSize} cars (${SIZE_RULE}).`,
});

const PAGE_WORDS: TeamPageWords = {
  title: 'Teams',
  sizeRule: (max) => `${SIZE_RULE}: ${max} cars per team.`,
  full: (t) => `${t.name} fields ${t.cars.length} of ${t.maxCars} cars: remove one first (${SIZE_RULE}).`,
  empty: (max) => `Add up to ${max}: pick a type (Racer, Truck or Standard), then its weapons, upgrades and driver.`,
  removed: { played: 'Games already played' },
};

function useDirtyWheelsSettings(): DirtyWheelsSettings | undefined {
  const view = useQuery('league.settings', {});
  return useMemo(() => (view.data ? settingsFromHouseRules(view.data.houseRules) : undefined), [view.data]);
}

/**
 * Dirty Wheels teams (the core's team page): each car's card shows its type and figures with its driver (CarStats),
 * its editor the duel beside it; a new car is given its type. Routes: #/team/<team> and #/team/<team>/car/<car>.
 */
export function TeamBuilderScreen() {
  const settings = useDirtyWheelsSettings();
  if (!settings) return <Title order={2}>Teams</Title>;
  return (
    <TeamScreen
      screen={SCREEN}
      words={screenWords(settings)}
      page={(teamId, header, view) => (
        <TeamPage
          key={teamId}
          teamId={teamId}
          view={view}
          screen={SCREEN}
          header={header}
          words={PAGE_WORDS}
          card={(c) => ({
            sub: (
              <Text size="xs" c="dimmed">
                {(c.design as CarDesign).type} · “{carType((c.design as CarDesign).type).weapons.printed}”
              </Text>
            ),
            body: <CarStats design={c.design as CarDesign} driver={c.driver as Driver} settings={settings} compact />,
            problems: problemsAt(c.problems),
          })}
          editor={(c, t, actions) => (
            <>
              <CarEditor key={c.vehicleId} car={c} settings={settings} {...actions} />
              <DuelCard key={`duel-${c.vehicleId}`} car={c} team={t} settings={settings} />
            </>
          )}
          addCar={(t, onClose) => <AddDirtyWheelsCar team={t} settings={settings} onClose={onClose} />}
          carSheet={(c) => ({ request: { kind: 'car', vehicleId: c.vehicleId }, label: `Car card — ${(c.design as CarDesign).name}` })}
          teamSheet={(t) => ({ request: { kind: 'franchise', franchiseId: t.franchiseId }, label: `Team sheet — ${t.name}` })}
        />
      )}
    />
  );
}

/** A new car starts legal (two fixed machine guns, the stat table's middle row) and is built in the editor. */
function AddDirtyWheelsCar({ team, settings, onClose }: { team: TeamView; settings: DirtyWheelsSettings; onClose: () => void }) {
  const rolling = useRollingCall();
  const [type, setType] = useState<CarType>('Standard');
  return (
    <AddCarModal
      team={team}
      size="lg"
      add={(name, driver) => rolling.call('team.addCar', { franchiseId: team.franchiseId, design: newCar(name, type), ...startingDriver(driver, settings) })}
      onAdded={(vehicleId) => navigate(SCREEN, team.franchiseId, 'car', vehicleId)}
      onClose={onClose}
      words={{
        driver: 'Driver name',
        driverPaths: ['driver', 'rollDriver'],
        starts:
          'It starts with two fixed machine guns and a driver on the stat table’s middle row; its weapons, upgrades and driver are set in the editor next.',
        next: 'Now pick its weapons, upgrades and driver.',
      }}
      fields={
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Type
          </Text>
          <SegmentedControl aria-label="New car type" fullWidth value={type} data={[...CAR_TYPES]} onChange={(v) => setType(v as CarType)} />
          <Text size="xs" c="dimmed">
            {carType(type).description} Speed {carType(type).speed}", structure {carType(type).structure}, armour {carType(type).armour} ({SECTION.carTypes}).
          </Text>
        </Stack>
      }
    >
      {rolling.dialog}
    </AddCarModal>
  );
}
