import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Amount } from '../../../components/Amount';
import { FieldProblems } from '../../../components/FieldProblems';
import { FIXED_AT_CONSTRUCTION } from './BasicsCard';
import { CarOutline } from './CarOutline';
import { armorLimit, type ArmorArc, type CarDesign, type Update } from './designerModel';
import { NumberField } from '../../../components/NumberField';

const LABEL = { front: 'Front', back: 'Back', sides: 'Each side (left = right)' } as const;

const IDS: Record<ArmorArc, string> = { front: 'field-armor-front', back: 'field-armor-back', left: 'field-armor-sides', right: 'field-armor-sides' };

/**
 * Part II › Armor Arcs. Left and right must be equal, so they are one box ("each side") and can never differ;
 * no side may carry more than half the total, so front and back show their limit as it moves and turn red
 * the moment it is passed.
 */
export const ArmorCard = memo(function ArmorCard({
  armor,
  dp,
  problems,
  update,
  refit,
}: {
  armor: CarDesign['armor'];
  dp: number;
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
}) {
  const total = armor.front + armor.back + armor.left + armor.right;
  const bad: Record<ArmorArc, boolean> = {
    front: !!problems['armor.front']?.length,
    back: !!problems['armor.back']?.length,
    left: !!problems['armor.left']?.length,
    right: !!problems['armor.right']?.length,
  };
  const set = (arcs: ArmorArc[]) => (v: number | null) => {
    const n = v ?? 0;
    update((d) => ({ ...d, armor: { ...d.armor, ...Object.fromEntries(arcs.map((a) => [a, n])) } }));
  };
  const box = (arc: 'front' | 'back' | 'sides', value: number, hint: string, isBad: boolean) => (
    <NumberField
      id={IDS[arc === 'sides' ? 'left' : arc]}
      label={LABEL[arc]}
      path={arc === 'sides' ? 'armor.sides' : `armor.${arc}`}
      name={`${LABEL[arc]} armor`}
      description={hint}
      w={190}
      max={500}
      disabled={refit}
      value={value}
      invalid={isBad}
      styles={{ input: { textAlign: 'right' } }}
      onValue={set(arc === 'sides' ? ['left', 'right'] : [arc])}
    />
  );
  const messages = [...new Set(Object.values(problems).flat())];
  return (
    <Card withBorder padding="md" component="section" aria-label="Armor" data-path="armor" style={{ contain: 'content' }}>
      <Group justify="space-between" mb={4}>
        <Title order={4}>Armor</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {total} points, 1 DP each
          </Text>
          <Amount value={dp} unit="DP" size="sm" fw={600} w={52} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {refit ? FIXED_AT_CONSTRUCTION : 'No side may carry more than half of the total; left and right are always equal. Click a quadrant to edit it.'}
      </Text>
      <Group align="center" gap="lg" wrap="nowrap">
        <CarOutline armor={armor} bad={bad} inputIds={IDS} />
        <Stack gap="sm">
          {box('front', armor.front, `At most ${armorLimit(armor, 'front')}: the other sides together`, bad.front)}
          {box('sides', armor.left, `${armor.left + armor.right} for both sides`, bad.left || bad.right)}
          {box('back', armor.back, `At most ${armorLimit(armor, 'back')}: the other sides together`, bad.back)}
        </Stack>
      </Group>
      <FieldProblems messages={messages} />
    </Card>
  );
});
