import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import {
  type ArmourBlock,
  blockBoxes,
  boxesOf,
  type CardType,
  type Component,
  SECTION,
  SECTIONS,
  type Section,
  sideBlock,
  type WeaponName,
  weaponRow,
} from '../../../../src-shared/engine/battlecars';
import { HoverTooltip } from '../../../components/HoverTooltip';

/** What a card shows in play: the damage on each block and component (absent: a vehicle as built, undamaged). */
export interface CardDamage {
  armour: Partial<Record<ArmourBlock, number>>;
  damage: Record<string, number>;
}

const BOX: CSSProperties = { width: 10, height: 10, border: '1.5px solid var(--mantine-color-default-border)', borderRadius: 2, flex: 'none' };
const HIT: CSSProperties = { ...BOX, background: 'var(--mantine-color-red-7)', borderColor: 'var(--mantine-color-red-7)' };

/** Tick boxes as the printed card has them: `hit` of `of` filled. */
export function Boxes({ of, hit = 0, label, vertical = false }: { of: number; hit?: number; label: string; vertical?: boolean }) {
  return (
    <span
      role="img"
      aria-label={`${label}: ${Math.min(hit, of)} of ${of} boxes hit`}
      style={{ display: 'inline-flex', flexDirection: vertical ? 'column' : 'row', flexWrap: 'wrap', gap: 2, maxWidth: vertical ? 12 : 120 }}
    >
      {Array.from({ length: of }, (_, i) => (
        <span key={i} style={i < hit ? HIT : BOX} />
      ))}
    </span>
  );
}

const SECTION_LABEL: Record<Section, string> = { front: 'Front', centre: 'Centre', rear: 'Rear' };

const COUNTER_COLOUR = (w: WeaponName) => (weaponRow(w).kind === 'passive' ? 'grape' : 'orange');

function ComponentLine({ c, hit, loads }: { c: Component; hit: number; loads: Record<string, WeaponName[]> }) {
  const gone = hit >= boxesOf(c);
  const mount = c.kind === 'pod' || c.kind === 'turret';
  const counters = mount ? (loads[c.id] ?? []) : [];
  return (
    <Stack gap={2} data-component={c.id} opacity={gone ? 0.55 : 1}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="xs" fw={mount ? 600 : 400} td={gone ? 'line-through' : undefined} truncate>
          {c.label}
          {c.kind === 'pod' ? ` (${c.facing})` : ''}
        </Text>
        <Boxes of={boxesOf(c)} hit={hit} label={c.label} />
      </Group>
      {mount && (
        <Group gap={3} wrap="wrap" aria-label={`${c.label} holds`}>
          {counters.length === 0 ? (
            <Text size="xs" c="dimmed">
              empty
            </Text>
          ) : (
            counters.map((w, i) => (
              <Badge key={i} size="xs" radius="sm" variant="light" color={COUNTER_COLOUR(w)}>
                {w}
              </Badge>
            ))
          )}
        </Group>
      )}
    </Stack>
  );
}

function SideBlock({ card, block, hit }: { card: CardType; block: ArmourBlock; hit: number }) {
  return (
    <HoverTooltip
      label={`${block.startsWith('left') ? 'Left' : 'Right'} side, ${block.replace(/^(left|right)/, '').toLowerCase()}: ${blockBoxes(card, block)} armour boxes`}
    >
      <Box tabIndex={0} style={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        <Boxes of={blockBoxes(card, block)} hit={hit} label={`Armour ${block}`} vertical />
      </Box>
    </HoverTooltip>
  );
}

/**
 * A vehicle's card as the table uses it, drawn from its card type: the front and rear armour above and below, each
 * side's three blocks along the edges, each section's components with their boxes, pods and turrets with the
 * counters they hold. With `damage`, the boxes hit are filled and destroyed components struck through.
 */
export function VehicleCardView({
  card,
  loads,
  damage,
  header,
}: {
  card: CardType;
  loads: Record<string, WeaponName[]>;
  damage?: CardDamage;
  header?: ReactNode;
}) {
  const hitOn = (b: ArmourBlock) => damage?.armour[b] ?? 0;
  return (
    <Stack gap={6} aria-label={`${card.name} card`} role="group">
      {header}
      <HoverTooltip label={`Front armour: ${card.armour.front} boxes (${SECTION.cards})`}>
        <Group justify="center" tabIndex={0}>
          <Boxes of={card.armour.front} hit={hitOn('front')} label="Armour front" />
        </Group>
      </HoverTooltip>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: '16px 1fr 16px',
          gap: 6,
          border: '1.5px solid var(--mantine-color-default-border)',
          borderRadius: card.kind === 'bike' ? 18 : '16px 16px 8px 8px',
          padding: 8,
        }}
      >
        {SECTIONS.map((s) => (
          <SectionRow key={s} card={card} section={s} loads={loads} damage={damage} hitOn={hitOn} />
        ))}
      </Box>
      <HoverTooltip label={`Rear armour: ${card.armour.rear} boxes (${SECTION.cards})`}>
        <Group justify="center" tabIndex={0}>
          <Boxes of={card.armour.rear} hit={hitOn('rear')} label="Armour rear" />
        </Group>
      </HoverTooltip>
    </Stack>
  );
}

function SectionRow({
  card,
  section,
  loads,
  damage,
  hitOn,
}: {
  card: CardType;
  section: Section;
  loads: Record<string, WeaponName[]>;
  damage?: CardDamage;
  hitOn: (b: ArmourBlock) => number;
}) {
  const comps = card.components.filter((c) => c.section === section);
  return (
    <>
      <SideBlock card={card} block={sideBlock('left', section)} hit={hitOn(sideBlock('left', section))} />
      <Stack gap={4} style={{ minWidth: 0 }} aria-label={`${SECTION_LABEL[section]} section`} role="group">
        <Text size="10px" tt="uppercase" c="dimmed" fw={700} lh={1}>
          {SECTION_LABEL[section]}
        </Text>
        {comps.map((c) => (
          <ComponentLine key={c.id} c={c} hit={damage?.damage[c.id] ?? 0} loads={loads} />
        ))}
      </Stack>
      <SideBlock card={card} block={sideBlock('right', section)} hit={hitOn(sideBlock('right', section))} />
    </>
  );
}
