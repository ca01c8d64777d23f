import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBike, IconCar, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { battlecarsDeclaration, type CardType, SECTION, type VehicleDesign, withGap } from '../../../../src-shared/engine/battlecars';
import type { SheetRequest } from '../../../../src-shared/ipc/channels/sheets';
import type { TeamCarView, TeamView } from '../../../../src-shared/ipc/channels/teams';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { FieldProblems } from '../../../components/FieldProblems';
import { RemoveVehicleModal } from '../../../components/team/RemoveVehicleModal';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { TeamScreen } from '../../../components/team/TeamScreen';
import type { TeamScreenWords } from '../../../components/team/teamWords';
import { usePrintAction } from '../../../shell/printAction';
import { DuelCard } from './DuelCard';
import { newVehicle } from './loadingModel';
import { VehicleEditor } from './VehicleEditor';

const ONE_VEHICLE = withGap(SECTION.setup, 23);

/** The print kind of a vehicle's card, if the build prints one (its declaration's, found by the id it prints by). */
const VEHICLE_PRINT = battlecarsDeclaration.print.kinds.find((k) => k.by?.id === 'vehicleId');

const SCREEN_WORDS: TeamScreenWords = {
  title: 'Players',
  one: 'player',
  form: { name: 'Player', namePlaceholder: 'e.g. Red Fury', owner: 'Played by', submit: 'Add the player' },
  next: 'give it its vehicle now.',
  empty: `Two to four players a game, each with one vehicle and its driver (${ONE_VEHICLE}).`,
};

/**
 * Battlecars players (the core's screen of teams): each fields one vehicle, on one of the league's card types, with
 * its driver (gaps.md #23). Pick a player, give it its vehicle, load its pods and turrets. Route: #/players/<player>.
 * Everything is saved by the service as it is made.
 */
export function PlayersScreen() {
  const cards = useQuery('bcCards.list', {});
  if (cards.error)
    return (
      <Text c="red" role="alert">
        {cards.error.message}
      </Text>
    );
  if (!cards.data) return <Title order={2}>Players</Title>;
  const { cardTypes } = cards.data;
  return (
    <TeamScreen
      screen="players"
      words={SCREEN_WORDS}
      page={(playerId, header) => (
        <Stack gap="md">
          {header}
          <PlayerPage key={playerId} playerId={playerId} cardTypes={cardTypes} />
        </Stack>
      )}
    />
  );
}

function PlayerPage({ playerId, cardTypes }: { playerId: number; cardTypes: CardType[] }) {
  const team = useQuery('team.get', { franchiseId: playerId });
  const [printing, setPrinting] = useState<{ request: SheetRequest; label: string } | null>(null);
  const [removing, setRemoving] = useState<TeamCarView | null>(null);
  const t = team.data;
  const car = t?.cars[0];
  const card = car && cardTypes.find((c) => c.id === (car.design as VehicleDesign).cardType);
  const print =
    VEHICLE_PRINT && car
      ? () =>
          setPrinting({
            request: { kind: VEHICLE_PRINT.kind, vehicleId: car.vehicleId },
            label: `${VEHICLE_PRINT.label} — ${(car.design as VehicleDesign).name}`,
          })
      : null;
  usePrintAction(print);
  if (team.error)
    return (
      <Text c="red" role="alert">
        {team.error.message}
      </Text>
    );
  if (!t) return null;
  return (
    <>
      {car ? (
        <>
          <VehicleEditor key={car.vehicleId} car={car} card={card} onPrint={print} onRemove={() => setRemoving(car)} />
          {card && <DuelCard key={`duel-${car.vehicleId}`} car={car} card={card} cardTypes={cardTypes} playerId={playerId} />}
        </>
      ) : (
        <AddVehicle team={t} cardTypes={cardTypes} />
      )}
      {printing && <SheetsPrintDialog request={printing.request} label={printing.label} onClose={() => setPrinting(null)} />}
      <RemoveVehicleModal car={removing} team={t} vehicle="vehicle" played="Games already played" onClose={() => setRemoving(null)} />
    </>
  );
}

/** A player's vehicle: a name, one of the league's card types and its driver; it starts unloaded (always legal). */
function AddVehicle({ team, cardTypes }: { team: TeamView; cardTypes: CardType[] }) {
  const api = useApi();
  const [name, setName] = useState('');
  const [driver, setDriver] = useState('');
  const [type, setType] = useState(cardTypes[0]?.id ?? '');
  const [issues, setIssues] = useState<{ path: (string | number)[]; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const card = cardTypes.find((c) => c.id === type);
  const at = (...p: (string | number)[]) => issues.filter((i) => p.every((x, k) => i.path[k] === x)).map((i) => i.message);
  const submit = async () => {
    if (!card) return;
    setBusy(true);
    const r = await api.call('team.addCar', { franchiseId: team.franchiseId, design: newVehicle(name, card), driver: { name: driver } });
    setBusy(false);
    if (!r.ok) return setIssues('issues' in r.error && r.error.issues.length ? r.error.issues : [{ path: [], message: r.error.message }]);
    notifications.show({ title: `${name} is ${team.name}’s vehicle`, message: 'Now load its pods and turrets.', color: 'green' });
  };
  return (
    <Card withBorder padding="lg" maw={560} component="section" aria-label="Add a vehicle">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <div>
            <Title order={4}>{team.name} has no vehicle yet</Title>
            <Text size="sm" c="dimmed">
              Each player fields one vehicle and its driver ({ONE_VEHICLE}). It starts with empty pods; load them next.
            </Text>
          </div>
          <TextInput
            label="Vehicle name"
            placeholder="e.g. Widowmaker"
            value={name}
            error={at('design', 'name').join(' ') || undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Card type
            </Text>
            <SegmentedControl
              aria-label="Card type"
              fullWidth
              value={type}
              onChange={setType}
              data={cardTypes.map((c) => ({
                value: c.id,
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    {c.kind === 'bike' ? <IconBike size={16} /> : <IconCar size={16} />}
                    <span>{c.name}</span>
                  </Group>
                ),
              }))}
            />
            {card && (
              <Text size="xs" c="dimmed">
                Armour front {card.armour.front}, rear {card.armour.rear}, sides {card.armour.sideFront}/{card.armour.sideCentre}/{card.armour.sideRear};{' '}
                {card.components.filter((c) => c.kind === 'pod').length} pods, {card.components.filter((c) => c.kind === 'turret').length} turrets (League ›
                Settings changes the card types).
              </Text>
            )}
          </Stack>
          <TextInput
            label="Driver"
            placeholder="e.g. Mad Maxine"
            value={driver}
            error={at('driver').join(' ') || undefined}
            onChange={(e) => setDriver(e.currentTarget.value)}
          />
          <FieldProblems
            messages={issues
              .filter((i) => i.path.length === 0 || i.path[0] === 'franchiseId' || (i.path[0] === 'design' && i.path[1] !== 'name'))
              .map((i) => i.message)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} leftSection={<IconPlus size={16} />}>
              Add the vehicle
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
