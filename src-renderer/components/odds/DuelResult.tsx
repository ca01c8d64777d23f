import { List, Stack, Text } from '@mantine/core';
import type { DuelCurves, NotModelled } from '../../../src-shared/engine/core/odds';
import { DuelChart } from './DuelChart';

/** A weapon of a side and whether it bears in the duel (each ruleset's duel says so in its words). */
interface DuelWeapon {
  name: string;
  fires: boolean;
  why: string | null;
}

export interface DuelReportView extends DuelCurves {
  weapons: { a: readonly DuelWeapon[]; b: readonly DuelWeapon[] };
  notModelled: readonly NotModelled[];
}

/**
 * What a garage duel shows under its inputs, for any ruleset (issue 23): the two "has won by turn N" curves overlaid,
 * the weapons that do not bear and why, and what the duel leaves out, each with its rule.
 */
export function DuelResult({ report, a, b }: { report: DuelReportView; a: string; b: string }) {
  const silent = [
    ...report.weapons.a.filter((w) => !w.fires).map((w) => ({ ...w, who: a })),
    ...report.weapons.b.filter((w) => !w.fires).map((w) => ({ ...w, who: b })),
  ];
  return (
    <Stack gap="xs">
      <DuelChart curves={report} a={{ name: a, colour: 'orange.6' }} b={{ name: b, colour: 'blue.6' }} />
      {silent.length > 0 && (
        <Text size="sm" c="dimmed">
          Not firing: {silent.map((w) => `${w.who}'s ${w.name}`).join(', ')}
          {' — '}
          {silent[0]!.why}
        </Text>
      )}
      <List size="xs" c="dimmed" spacing={2}>
        {report.notModelled.map((n) => (
          <List.Item key={n.what}>
            Not in the duel: {n.what} ({n.rule})
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
