import { Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { DwCarView } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { Stat } from '../../../components/match/Stat';
import { explain } from './explain';

const DESTRUCTION: Record<string, string> = {
  wreck: 'wreck left as an obstacle',
  explodes: 'exploded',
  'rolls-then-explodes': 'rolled over, then exploded',
  'drives-on-then-explodes': 'drove on, then exploded',
};

/** The structure boxes: one per point of structure, ticked by each damage ("as much or more damage as it has structure"). */
function StructureBoxes({ structure, damage }: { structure: number; damage: number }) {
  return (
    <Tooltip
      label={`Structure ${structure}: ${damage} damage taken. Destroyed at ${structure} (Shooting, gaps.md #36); each damage costs 1" of speed (gaps.md #29).`}
      multiline
      w={280}
    >
      <Group gap={4} aria-label={`Structure: ${Math.min(damage, structure)} of ${structure} boxes ticked`} role="img">
        {Array.from({ length: structure }, (_, i) => (
          <Box
            key={i}
            w={18}
            h={18}
            style={{
              border: '1.5px solid var(--mantine-color-default-border)',
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              background: i < damage ? 'var(--mantine-color-red-light)' : undefined,
              borderColor: i < damage ? 'var(--mantine-color-red-filled)' : undefined,
            }}
          >
            {i < damage ? <IconX size={14} stroke={3} color="var(--mantine-color-red-filled)" aria-hidden /> : null}
          </Box>
        ))}
      </Group>
    </Tooltip>
  );
}

/** One car's live card: structure ticked by damage, speed now against its start, initiative lost, destroyed and how. */
export function LiveCard({
  car,
  colour,
  position,
  nameOf,
}: {
  car: DwCarView;
  colour: string;
  position: number | null;
  nameOf: (vehicleId: number) => string;
}) {
  const c = car.card;
  const d = car.driver;
  const loss = c.initiativeLoss + c.initiativeLossNextRound;
  const turn = car.turn;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={`${car.name} card`}
      data-testid={`dw-card-${car.vehicleId}`}
      style={{ borderLeft: `5px solid ${colour}`, opacity: c.destroyed ? 0.72 : 1 }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box miw={0}>
            <Text fw={700} truncate>
              {car.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {car.derived.type.type} · {d.name}
              {d.traits.length ? ` (${d.traits.join(', ')})` : ''}
            </Text>
          </Box>
          {c.destroyed ? (
            <Badge color="red" variant="filled">
              Destroyed
            </Badge>
          ) : position !== null ? (
            <Tooltip label="Place in this round's activation order (The Rules)">
              <Badge variant="light" color="gray">
                #{position}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
        <Group gap="md" wrap="nowrap">
          <Stat
            label="Speed"
            value={`${c.speed}/${c.startSpeed}`}
            unit={'"'}
            alert={c.speed < c.startSpeed}
            explain={`Now ${c.speed}": start ${c.startSpeed}" (${explain(car.derived.speed.parts)}), less ${c.damage}" for damage${c.otherSpeedLoss ? ` and ${c.otherSpeedLoss}" for tire hits or corrections` : ''}; never below 0 (gaps.md #3).`}
          />
          <Stat label="Armour" value={car.derived.armour.value} explain={explain(car.derived.armour.parts)} />
          <Stat
            label="Init"
            value={loss ? `${d.initiative}−${loss}` : d.initiative}
            alert={loss > 0}
            explain={`${d.name}'s initiative ${d.initiative} (Drivers › Stat table)${loss ? `, less ${loss} lost in shock rounds (Shock round, gaps.md #27)` : ''}.`}
          />
          <Stat label="Aim" value={car.aim.value > 0 ? `+${car.aim.value}` : car.aim.value} explain={explain(car.aim.parts)} />
          <Stat label="Brav" value={`${d.bravery}+`} explain={`Bravery test: a d6 needs ${d.bravery}+ (Shock round, gaps.md #4).`} />
          <Stat label="Skill" value={`${d.skill}+`} explain={`Skill test: a d6 needs ${d.skill}+ (Manoeuvres, gaps.md #4).`} />
        </Group>
        <StructureBoxes structure={c.structure} damage={c.damage} />
        <Text size="xs" c="dimmed" lh={1.35}>
          {car.derived.weapons
            .map((w) => `${w.weapon} (${w.mount}, ${w.range}", ${w.attacksText}${w.strength ? `, str ${w.strength.value}` : ''})`)
            .join(' · ') || 'No weapons'}
          {car.derived.upgrades.length ? ` · ${car.derived.upgrades.map((u) => u.name).join(', ')}` : ''}
        </Text>
        {c.destroyed ? (
          <Text size="xs" c="red" fw={600}>
            Destroyed{c.destroyedBy ? ` by ${nameOf(Number(c.destroyedBy))}` : ''}
            {c.destruction ? `: ${DESTRUCTION[c.destruction]}` : ' — roll on the destruction table'}
          </Text>
        ) : turn.attackedBy.length ? (
          <Text size="xs" c="orange">
            Attacked this turn by {turn.attackedBy.map(nameOf).join(', ')}
            {turn.rammed ? ' (rammed: −1 bravery)' : ''}
            {turn.shockTested ? ' · shock test done' : ''}
          </Text>
        ) : null}
        {(c.kills > 0 || c.harpoonFired) && (
          <Group gap={6}>
            {c.kills > 0 && (
              <Badge size="xs" variant="light" color="grape">
                {c.kills} kill{c.kills === 1 ? '' : 's'}
              </Badge>
            )}
            {c.harpoonFired && (
              <Badge size="xs" variant="light" color="gray">
                Harpoon fired
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
