import { Anchor, Breadcrumbs, Button, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { SheetRequest } from '../../../src-shared/ipc/channels/sheets';
import type { TeamCarView, TeamView } from '../../../src-shared/ipc/channels/teams';
import { useQuery } from '../../api/ApiProvider';
import { usePrintAction } from '../../shell/printAction';
import { hrefOf, navigate } from '../../shell/routes';
import { SheetsPrintDialog } from '../print/SheetsPrintDialog';
import { RemoveVehicleModal } from './RemoveVehicleModal';
import { TeamSizeMeter } from './TeamSizeMeter';
import { VehicleCard, type VehicleCardParts } from './VehicleCard';

/** A sheet to print and the print dialog's words for it. */
export interface PrintJob {
  request: SheetRequest;
  label: string;
}

/** A team page's words, the ruleset's: where the team's size comes from, and what a new car starts as. */
export interface TeamPageWords {
  /** The screen's title, first in the car page's breadcrumbs: “Teams”. */
  title: string;
  /** Where the limit on the team's cars comes from (the size meter's tooltip). */
  sizeRule: (max: number) => string;
  /** Why Add a car is off, the team being full. */
  full: (team: TeamView) => string;
  /** Under “<team> has no cars yet”: how a car is built. */
  empty: (max: number) => string;
  /** What becomes of the car's games and anyone else in it when it is removed (RemoveVehicleModal's `played`, `others`). */
  removed: { played: string; others?: string };
}

/** What the page's buttons do to a car, for the ruleset's editor. */
export interface CarActions {
  onPrint: (() => void) | null;
  onRemove: () => void;
}

/**
 * One team of a ruleset whose teams run several cars (Dirty Wheels, race combat): its cars as cards against the
 * league's team size, add, print and remove a car, and a car's editor at #/<screen>/<team>/car/<car>. The ruleset
 * gives its words, each card's parts, its editor and its Add a car dialog. Everything is saved by the service as it is
 * made; nothing lives only in the page.
 */
export function TeamPage({
  teamId,
  view,
  screen,
  header,
  words,
  card,
  editor,
  addCar,
  carSheet,
  teamSheet,
  footer,
}: {
  teamId: number;
  /** The route past the team: `car`, its vehicle id. */
  view: string[];
  /** The screen's id in the navigation. */
  screen: string;
  /** The screen's title, team picker and New team (TeamScreen's). */
  header: ReactNode;
  words: TeamPageWords;
  card: (car: TeamCarView, team: TeamView) => VehicleCardParts;
  editor: (car: TeamCarView, team: TeamView, actions: CarActions) => ReactNode;
  /** The Add a car dialog, mounted while open. */
  addCar: (team: TeamView, onClose: () => void) => ReactNode;
  /** A car's sheet, where the ruleset prints one. */
  carSheet: ((car: TeamCarView) => PrintJob) | null;
  /** The team's sheet, where the ruleset prints one: a Print team sheet button and Ctrl+P. */
  teamSheet?: (team: TeamView) => PrintJob;
  /** Under the cards (race combat's gunners without a seat). */
  footer?: (team: TeamView) => ReactNode;
}) {
  const team = useQuery('team.get', { franchiseId: teamId });
  const [printing, setPrinting] = useState<PrintJob | null>(null);
  const [removing, setRemoving] = useState<TeamCarView | null>(null);
  const [addingCar, setAddingCar] = useState(false);
  const t = team.data;
  usePrintAction(teamSheet && t && t.cars.length > 0 ? () => setPrinting(teamSheet(t)) : null);
  if (team.error)
    return (
      <Text c="red" role="alert">
        {team.error.message}
      </Text>
    );
  if (!t) return <Title order={2}>{words.title}</Title>;
  const full = t.cars.length >= t.maxCars;
  const actions = (c: TeamCarView): CarActions => ({
    onPrint: carSheet && (() => setPrinting(carSheet(c))),
    onRemove: () => setRemoving(c),
  });
  const meter = <TeamSizeMeter count={t.cars.length} max={t.maxCars} rule={words.sizeRule(t.maxCars)} />;
  const dialogs = (
    <>
      {printing && <SheetsPrintDialog request={printing.request} label={printing.label} onClose={() => setPrinting(null)} />}
      <RemoveVehicleModal
        car={removing}
        team={t}
        vehicle="car"
        played={words.removed.played}
        others={words.removed.others}
        onClose={() => setRemoving(null)}
        onRemoved={() => navigate(screen, t.franchiseId)}
      />
      {/* Mounted while open: each opening starts from a fresh form with the next free name. */}
      {addingCar && addCar(t, () => setAddingCar(false))}
    </>
  );

  if (view[0] === 'car') {
    const editing = t.cars.find((c) => c.vehicleId === Number(view[1]));
    return (
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Breadcrumbs>
            <Anchor href={hrefOf(screen, t.franchiseId)}>
              {words.title} · {t.name}
            </Anchor>
            <Text>{editing ? (editing.design as { name: string }).name : 'Car not found'}</Text>
          </Breadcrumbs>
          {meter}
        </Group>
        {editing ? editor(editing, t, actions(editing)) : <Text c="dimmed">This car is no longer in {t.name} (removed, or undone).</Text>}
        {dialogs}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {header}
        <Group gap="lg" wrap="nowrap" ml="auto">
          {meter}
          {teamSheet && (
            <Button variant="default" leftSection={<IconPrinter size={16} />} disabled={t.cars.length === 0} onClick={() => setPrinting(teamSheet(t))}>
              Print team sheet
            </Button>
          )}
          <Tooltip label={words.full(t)} disabled={!full} multiline maw={320}>
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
              {words.empty(t.maxCars)}
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-label="Cars">
          {t.cars.map((c) => {
            const { onPrint, onRemove } = actions(c);
            return (
              <VehicleCard
                key={c.vehicleId}
                car={c}
                parts={card(c, t)}
                onPrint={onPrint}
                onRemove={onRemove}
                onEdit={() => navigate(screen, t.franchiseId, 'car', c.vehicleId)}
              />
            );
          })}
        </SimpleGrid>
      )}
      {footer?.(t)}
      {dialogs}
    </Stack>
  );
}
