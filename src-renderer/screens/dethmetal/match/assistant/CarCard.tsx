import { ActionIcon, Badge, Box, Button, Card, Group, Menu, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { car as carRules, match } from '../../../../../src-shared/engine/dethmetal';
import type { AssistantCarInfo, CalculatorKind, CarState } from '../../../../../src-shared/ipc/channels/dethmetal/assistant';
import {
  actionRules,
  allowance,
  hasActed,
  isDriverless,
  maxHandlingNow,
  type Acted,
  type Move,
  type Position,
} from '../../../../../src-shared/engine/dethmetal/assistant';
import { Stat } from '../../../../components/match/Stat';
import { OddsButton } from '../../../../components/odds/OddsButton';

export type CardAction = Exclude<CalculatorKind, 'initiative'> | 'correct' | 'regain';

const CONTROL_TEXT: Record<CarState['control'], string> = {
  'in-control': 'In control',
  'minor-skid': 'Minor skid',
  fishtail: 'Fishtail',
  'major-skid': 'Major skid',
  spin: 'Spin',
  rollover: 'Rollover',
};

/** The actions each step of the turn offers, with their keys. */
const ACTIONS: Record<string, { kind: CardAction; label: string; key: string }[]> = {
  speed: [
    { kind: 'accelerate', label: 'Accelerate', key: 'A' },
    { kind: 'decelerate', label: 'Slow down', key: 'D' },
  ],
  movement: [
    { kind: 'movement', label: 'Roll MP', key: 'P' },
    { kind: 'options', label: 'Option checks', key: 'O' },
  ],
  phase: [
    { kind: 'attack', label: 'Fire', key: 'F' },
    { kind: 'maneuver', label: 'Maneuver', key: 'M' },
    { kind: 'hazard', label: 'Hazard', key: 'H' },
    { kind: 'collision', label: 'Collision', key: 'C' },
  ],
};

/**
 * The card's rolls made in one click (no drawer, so no form for the odds panel): their odds behind a button beside
 * each (issue 23), the same panel the drawers show.
 */
const ONE_CLICK: ReadonlySet<CardAction> = new Set(['movement', 'options']);

export const KEY_ACTIONS: Record<string, CardAction> = {
  a: 'accelerate',
  d: 'decelerate',
  p: 'movement',
  o: 'options',
  f: 'attack',
  m: 'maneuver',
  h: 'hazard',
  c: 'collision',
  r: 'recovery',
  v: 'veer',
};

function stateBadges(card: CarState) {
  const out: { label: string; colour: string; why: string }[] = [];
  if (card.destroyed) out.push({ label: 'Destroyed', colour: 'red', why: 'Vehicle destroyed (Damage table 7+): it rolls on uncontrolled until it stops' });
  if (card.outOfHeat) out.push({ label: 'Out of the heat', colour: 'red', why: 'Landed on its side or roof after a rollover (gaps.md #44)' });
  if (!card.destroyed && isDriverless(card))
    out.push({ label: 'Driverless', colour: 'red', why: 'Its driver is out of action: straight on, −1 speed a turn (Part IV › Uncontrolled vehicle)' });
  if (card.control !== 'in-control') {
    const row = match.LOSS_OF_CONTROL_TABLE.find((r) => r.event === card.control);
    out.push({ label: CONTROL_TEXT[card.control], colour: 'orange', why: row?.text ?? '' });
  }
  if (card.suspensionBroken)
    out.push({ label: 'Suspension broken', colour: 'red', why: 'Handling −5, out of control until it stops, then immobilized for the heat' });
  if (card.engineDry) out.push({ label: 'Engine dry', colour: 'yellow', why: 'Out of fuel: cannot accelerate, −1 speed a turn (gaps.md #35)' });
  if (card.fuelBonus) out.push({ label: 'Fuel +1', colour: 'blue', why: 'The fuel +1 acceleration bonus is running' });
  return out;
}

export function CarCard({
  matchId,
  info,
  card,
  position,
  initiativeTotal,
  move,
  acted,
  onAction,
  onMove,
  selected,
  onSelect,
  surface,
  settings,
}: {
  matchId: number;
  surface: carRules.RoadSurface;
  settings: match.MatchSettings;
  info: AssistantCarInfo;
  card: CarState;
  position: Position;
  initiativeTotal: number | undefined;
  move: Move | undefined;
  /** What the car has done this turn (from the league file). */
  acted: readonly Acted[];
  onAction: (kind: CardAction) => void;
  onMove: (move: Move) => void;
  selected: boolean;
  onSelect: () => void;
}) {
  const max = maxHandlingNow(card, info.maxHandling);
  // What counts as done this turn follows the league's house rules (docs/rulesets/dethmetal/gaps.md P1–P3).
  const rules = actionRules(settings);
  const driverTalents = info.crew.find((c) => c.role === 'driver')!.talents;
  const turnMode = match.turnModeOnSurface(carRules.turnMode(card.speed, max, info.tweaks), surface, driverTalents, settings).turnMode;
  const toughness = Math.max(1, info.toughness);
  const toNext = toughness - (card.damage % toughness);
  const armor = (['front', 'back', 'left', 'right'] as const).map((s) => `${s[0]!.toUpperCase()}${Math.max(0, info.armor[s] - card.armorLoss[s])}`);
  const gone = isDriverless(card);
  const actions = ACTIONS[position.step] ?? [];
  const phase = position.step === 'phase' ? (position.phase as 1 | 2 | 3) : null;
  const allow = phase && card.mp > 0 ? allowance(card, phase) : null;
  const outOfControl = card.control === 'major-skid' || card.control === 'spin' || card.control === 'rollover';
  const badges = stateBadges(card);
  const driver = info.crew.find((c) => c.role === 'driver')!;
  const gunner = info.crew.find((c) => c.role === 'gunner');

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      tabIndex={0}
      data-testid={`car-card-${info.vehicleId}`}
      aria-label={`${info.name}, ${info.franchise}`}
      onFocus={onSelect}
      onClick={onSelect}
      style={{
        borderLeft: `5px solid ${info.colour}`,
        outline: selected ? '2px solid var(--mantine-color-orange-6)' : undefined,
        outlineOffset: 1,
        opacity: card.destroyed || card.outOfHeat ? 0.7 : 1,
      }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {info.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {info.franchise} · {driver.name}
              {gunner ? ` with ${gunner.name}` : ''}
            </Text>
          </Box>
          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flex: 'none', maxWidth: '55%' }}>
            {initiativeTotal !== undefined && (
              <Tooltip label="Initiative total this turn (1d6 + initiative)">
                <Badge variant="outline" color="gray">
                  Init {initiativeTotal}
                </Badge>
              </Tooltip>
            )}
            {badges.map((b) => (
              <Tooltip key={b.label} label={b.why} multiline w={280}>
                <Badge color={b.colour} variant="light">
                  {b.label}
                </Badge>
              </Tooltip>
            ))}
          </Group>
        </Group>

        <Group wrap="nowrap" justify="space-between" gap={8}>
          <Stat
            label="Speed"
            value={card.speed}
            explain={`Current speed. Top speed ${info.topSpeed ?? '—'} (${info.topSpeedWithFuel ?? '—'} with the fuel +1). Part IV › Speed`}
          />
          <Stat label="Handling" value={`${card.handling}/${max}`} alert={card.handling < 0} explain={`Current / maximum handling. ${info.explain.handling}`} />
          <Stat
            label="Turn mode"
            value={turnMode}
            explain={`Hexes straight before a maneuver at speed ${card.speed}: speed ÷ maximum handling ${max}, rounded up${info.tweaks.includes('raised') ? ', +1 raised suspension' : ''}${surface === 'ice' ? `, multiplied on ice` : ''} (Part IV › Turn Mode, gaps.md #32, #39)`}
          />
          <Stat
            label="Damage"
            value={`${card.damage % toughness}/${toughness}`}
            explain={`${card.damage} damage points in all; ${card.damage % toughness} of ${toughness} toward the next critical (${toNext} more). ${info.explain.toughness}`}
          />
          <Stat
            label="Crits"
            value={card.criticals}
            alert={card.criticals > 0}
            explain={`Critical hits taken (each adds 1 to the next critical roll). Drivetrain −${card.drivetrain} acceleration. Part V › Damage table`}
          />
          <Stat
            label="Tires"
            value={card.tireDamage}
            alert={card.maxHandlingLoss > 0}
            explain={`Tire damage ${card.tireDamage}${card.maxHandlingLoss ? `: −${card.maxHandlingLoss} maximum handling` : ''}. ${info.explain.tires}`}
          />
          <Stat label="Fuel" value={card.fuel} alert={card.engineDry} explain={info.explain.fuel} />
        </Group>

        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Tooltip label={info.explain.armor} multiline w={300}>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              Armor {armor.join(' ')}
            </Text>
          </Tooltip>
          <Tooltip label="Movement points this turn: generated, lost and spent (Part IV › Movement Points)">
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              MP {card.mp}
              {card.mpLost ? ` −${card.mpLost} lost` : ''} · spent {card.mpUsed}
              {card.optionPoints ? ` · options ${card.optionPoints - card.optionUsed}/${card.optionPoints}` : ''}
            </Text>
          </Tooltip>
        </Group>

        <Stack gap={2}>
          {info.weapons.map((w) => {
            const s = card.weapons.find((x) => x.id === w.id)!;
            return (
              <Group key={w.id} gap={6} wrap="nowrap" justify="space-between">
                <Tooltip
                  label={`ROF ${w.rof ?? '—'}${w.rofPlus ? '+' : ''}, PEN ${w.pen ?? '*'}, firepower ${w.fire ?? '*'}, short ${w.short?.join('–') ?? '—'}, long ${w.long?.join('–') ?? '—'}, max ${w.max ?? '—'}; ${w.mountType} ${w.arc} mount facing ${w.facing}${w.link ? `, linked (${w.link})` : ''}`}
                  multiline
                  w={300}
                >
                  <Text size="xs" truncate>
                    <Text span c="dimmed" size="xs">
                      {w.id}
                    </Text>{' '}
                    {w.name}
                  </Text>
                </Tooltip>
                <Group gap={6} wrap="nowrap">
                  {s.firedPhases.length > 0 && (
                    <Text size="xs" c="dimmed">
                      fired {s.firedPhases.join(', ')}
                    </Text>
                  )}
                  <Text size="xs" fw={600} c={s.ammo === 0 ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {w.ammo === null ? '—' : `${s.ammo}/${w.ammo}`} ammo
                  </Text>
                </Group>
              </Group>
            );
          })}
          {card.crew.map((c) => {
            const ci = info.crew.find((x) => x.competitorId === c.competitorId)!;
            const t = (k: 'driving' | 'gunnery' | 'initiative' | 'toughness') => Math.max(0, ci.traits[k].value - (k === 'toughness' ? 0 : c.fleshWounds));
            return (
              <Group key={c.competitorId} gap={6} wrap="nowrap" justify="space-between">
                <Tooltip
                  label={`${ci.role === 'driver' ? 'Driver' : 'Gunner'}. Talents: ${ci.talents.join(', ') || 'none'}${c.usedHeat.length ? `. Used this heat: ${c.usedHeat.join(', ')}` : ''}`}
                  multiline
                  w={280}
                >
                  <Text size="xs" truncate td={c.outOfAction ? 'line-through' : undefined} c={c.outOfAction ? 'red' : undefined}>
                    {ci.name}
                    {c.outOfAction ? ' — out of action' : ''}
                  </Text>
                </Tooltip>
                <Tooltip label="Driving, gunnery, initiative, toughness as they stand now (flesh wounds −1 D, G, I each)">
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    D{t('driving')} G{t('gunnery')} I{t('initiative')} T{t('toughness')}
                    {c.fleshWounds ? ` · ${c.fleshWounds} wound${c.fleshWounds > 1 ? 's' : ''}` : ''}
                    {c.points ? ` · ${c.points} pt` : ''}
                  </Text>
                </Tooltip>
              </Group>
            );
          })}
        </Stack>

        {allow && !gone && (
          <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={`allowance-${info.vehicleId}`}>
            <Tooltip
              label={`MP spend per phase: one third of ${card.mp - card.mpLost} MP rounded down, at most one remainder MP a phase, all spent by phase 3 (Part IV › Phases and Movement points, gaps.md #40). ${allow.left} MP left this turn.`}
              multiline
              w={320}
            >
              <Text size="sm" fw={600}>
                {allow.text}
              </Text>
            </Tooltip>
            {(allow.max > allow.min || allow.optionExtra === 1) && (
              <SegmentedControl
                size="xs"
                aria-label="MP this phase"
                value={`${move?.generated ?? allow.min}:${move?.option ?? ''}`}
                onChange={(v) => {
                  const [g, o] = v.split(':');
                  onMove({ generated: Number(g), option: (o || null) as Move['option'] });
                }}
                data={[
                  { value: `${allow.min}:`, label: `${allow.min} MP` },
                  ...(allow.max > allow.min ? [{ value: `${allow.max}:`, label: `${allow.max} MP` }] : []),
                  ...(allow.optionExtra ? [{ value: `${move?.generated ?? allow.min}:extra`, label: '+1 option' }] : []),
                  ...(allow.optionCancel ? [{ value: `${move?.generated ?? allow.min}:cancel`, label: 'cancel 1' }] : []),
                ]}
              />
            )}
          </Group>
        )}

        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap={6} wrap="wrap">
            {!gone &&
              actions.map((a) => {
                const done = hasActed(acted, a.kind, position.phase, rules);
                const button = (
                  <Tooltip
                    key={a.kind}
                    label={done ? `Done: ${info.name} has already ${rules[a.kind]!.done} (${rules[a.kind]!.rule})` : `${a.label} (${a.key})`}
                    multiline
                    w={300}
                  >
                    <Button
                      size="compact-sm"
                      variant={done ? 'light' : a.kind === 'attack' ? 'filled' : 'default'}
                      color={done ? 'teal' : undefined}
                      data-done={done || undefined}
                      aria-disabled={done || undefined}
                      onClick={(e) => {
                        e.stopPropagation();
                        if (!done) onAction(a.kind);
                      }}
                    >
                      {done ? `✓ ${a.label}` : a.label}
                    </Button>
                  </Tooltip>
                );
                if (!ONE_CLICK.has(a.kind)) return button;
                return (
                  <Group key={a.kind} gap={2} wrap="nowrap">
                    {button}
                    <OddsButton compact matchId={matchId} calc={{ kind: a.kind, vehicleId: info.vehicleId }} label={`Odds of ${a.label}`} disabled={done} />
                  </Group>
                );
              })}
            {outOfControl && position.step === 'phase' && (
              <Button
                size="compact-sm"
                color="orange"
                onClick={(e) => {
                  e.stopPropagation();
                  onAction('recovery');
                }}
              >
                {card.control === 'rollover' ? 'Rollover this phase (R)' : 'Recovery check (R)'}
              </Button>
            )}
            {outOfControl && position.step === 'phase' && (
              <OddsButton
                compact
                matchId={matchId}
                calc={{ kind: 'recovery', vehicleId: info.vehicleId }}
                label={card.control === 'rollover' ? 'Odds of the rollover this phase' : 'Odds of the recovery check'}
              />
            )}
            {position.step === 'movement' && gone && (
              <Button
                size="compact-sm"
                variant="default"
                onClick={(e) => {
                  e.stopPropagation();
                  onAction('movement');
                }}
              >
                MP (uncontrolled)
              </Button>
            )}
            {gone && <OddsButton compact matchId={matchId} calc={{ kind: 'veer', vehicleId: info.vehicleId }} label="Odds of a veer (entering a hazard)" />}
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`More for ${info.name}`} onClick={(e) => e.stopPropagation()}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {(card.control === 'minor-skid' || card.control === 'fishtail') && (
                <Menu.Item onClick={() => onAction('regain')}>The {CONTROL_TEXT[card.control].toLowerCase()} is over</Menu.Item>
              )}
              {gone && <Menu.Item onClick={() => onAction('veer')}>Veer (entering a hazard)</Menu.Item>}
              <Menu.Item onClick={() => onAction('correct')}>Correct a number…</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Card>
  );
}
