/**
 * A car's gunner on the Teams screen (Combat › Gunners, gaps.md #32): a gunner is a person of the team, seated in his
 * car's Gunner slot through the core's channels: a new one added straight into the seat (`team.addPerson` with its
 * `seat`), one of the team's gunners without a seat moved in, or the seated one renamed (`team.updatePerson`) or
 * stood down (`crew.assign`, the team's whole standing crew without him). A car built without a gunner offers none,
 * saying the rule; the service's refusals (a name missing, the seat gone meanwhile) show in the form, nothing saved.
 */
import { Button, Group, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type CarDesign, SECTION } from '../../../../src-shared/engine/racecombat';
import type { AppError } from '../../../../src-shared/ipc';
import type { CrewView, TeamPersonView } from '../../../../src-shared/ipc/channels/teams';
import { useApi } from '../../../api/ApiProvider';
import { FieldProblems } from '../../../components/FieldProblems';

const SLOT = 'carGunner';

/** The gunner seated in a car, by the team's standing crew; null when nobody is. */
export function seatedGunner(crew: CrewView | undefined, vehicleId: number): { personId: number; name: string } | null {
  const seat = crew?.vehicles.find((v) => v.vehicleId === vehicleId)?.seats.find((s) => s.slot === SLOT);
  return seat ? { personId: seat.personId, name: seat.name } : null;
}

/** The team's whole standing crew as `crew.assign` takes it, with one seat changed. */
function seatsWith(crew: CrewView, change: { add?: { vehicleId: number; personId: number }; remove?: number }) {
  const seats = crew.vehicles.flatMap((v) => v.seats.map((s) => ({ vehicleId: v.vehicleId, slot: s.slot, personId: s.personId })));
  return [...seats.filter((s) => s.personId !== change.remove && s.personId !== change.add?.personId), ...(change.add ? [{ ...change.add, slot: SLOT }] : [])];
}

const messagesOf = (e: AppError) => ('issues' in e && e.issues.length ? e.issues.map((i) => i.message) : [e.message]);

/** The car card's line: its gunner's name and the button that seats, renames or stands him down. */
export function GunnerLine({
  design,
  vehicleId,
  franchiseId,
  crew,
  onFoot,
}: {
  design: CarDesign;
  vehicleId: number;
  franchiseId: number;
  crew: CrewView | undefined;
  onFoot: readonly TeamPersonView[];
}) {
  const [open, setOpen] = useState(false);
  const gunner = seatedGunner(crew, vehicleId);
  if (!design.gunner)
    return (
      <Tooltip label={`${design.name} is built without a gunner: fit one in the editor first (${SECTION.gunners}).`} multiline maw={300}>
        <Text size="xs" c="dimmed" data-testid="gunner-line">
          No gunner’s seat
        </Text>
      </Tooltip>
    );
  return (
    <Group gap={6} wrap="nowrap" data-testid="gunner-line">
      <Text size="xs" c={gunner ? undefined : 'orange'} truncate>
        {gunner ? `Gunner ${gunner.name}` : 'No gunner seated: races without one'}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)} aria-label={`Gunner of ${design.name}`} disabled={!crew}>
        {gunner ? 'Gunner…' : 'Seat a gunner'}
      </Button>
      {open && crew && (
        <GunnerModal
          design={design}
          vehicleId={vehicleId}
          franchiseId={franchiseId}
          crew={crew}
          onFoot={onFoot}
          gunner={gunner}
          onClose={() => setOpen(false)}
        />
      )}
    </Group>
  );
}

function GunnerModal({
  design,
  vehicleId,
  franchiseId,
  crew,
  onFoot,
  gunner,
  onClose,
}: {
  design: CarDesign;
  vehicleId: number;
  franchiseId: number;
  crew: CrewView;
  onFoot: readonly TeamPersonView[];
  gunner: { personId: number; name: string } | null;
  onClose: () => void;
}) {
  const api = useApi();
  const [name, setName] = useState(gunner?.name ?? '');
  const [from, setFrom] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const free = onFoot.filter((p) => (p.person as { kind?: string }).kind === 'gunner');
  const done = (title: string, message: string) => {
    onClose();
    notifications.show({ title, message: `${message} Ctrl+Z undoes.`, color: 'green' });
  };
  const run = async (write: () => Promise<{ ok: true } | { ok: false; error: AppError }>, title: string, message: string) => {
    setBusy(true);
    setProblems([]);
    const r = await write();
    setBusy(false);
    if (!r.ok) return setProblems(messagesOf(r.error));
    done(title, message);
  };
  const save = () => {
    if (from)
      return run(
        () => api.call('crew.assign', { franchiseId, seats: seatsWith(crew, { add: { vehicleId, personId: Number(from) } }) }),
        `${design.name}’s gunner`,
        `${free.find((p) => p.competitorId === Number(from))?.fields[0]?.value ?? 'The gunner'} takes the seat.`,
      );
    if (gunner)
      return run(
        () => api.call('team.updatePerson', { competitorId: gunner.personId, person: { kind: 'gunner', name } }),
        'Gunner renamed',
        `${gunner.name} is ${name} now.`,
      );
    return run(
      () => api.call('team.addPerson', { franchiseId, person: { kind: 'gunner', name }, seat: { vehicleId, slot: SLOT } }),
      `${design.name}’s gunner`,
      `${name} joins the team in ${design.name}’s gunner’s seat.`,
    );
  };
  return (
    <Modal opened onClose={onClose} title={`${design.name}’s gunner`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            A gunner means that the vehicle may fire another weapon (or set) at any time in the turn ({SECTION.gunners}); each driver or gunner has 2 hits plus
            armour ({SECTION.crew}).
          </Text>
          <TextInput
            label={gunner ? 'Gunner' : 'New gunner'}
            placeholder="e.g. Gil Hawke"
            data-autofocus
            value={name}
            disabled={from !== null}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {!gunner && free.length > 0 && (
            <Select
              label="Or seat one of the team’s gunners"
              placeholder="Gunners without a seat"
              clearable
              value={from}
              onChange={setFrom}
              data={free.map((p) => ({ value: String(p.competitorId), label: String((p.person as { name?: string }).name ?? '') }))}
            />
          )}
          <FieldProblems messages={problems} />
          <Group justify="space-between">
            {gunner ? (
              <Button
                variant="default"
                color="red"
                loading={busy}
                onClick={() =>
                  void run(
                    () => api.call('crew.assign', { franchiseId, seats: seatsWith(crew, { remove: gunner.personId }) }),
                    'Gunner stood down',
                    `${gunner.name} stays with the team, in no car.`,
                  )
                }
              >
                Stand down
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} leftSection={<IconUserPlus size={16} />}>
                {from ? 'Seat him' : gunner ? 'Rename' : 'Add the gunner'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
