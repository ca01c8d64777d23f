import { Alert, Badge, Button, Card, Group, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBike, IconCar, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CardType } from '../../../../src-shared/engine/battlecars';
import { Cite } from '../../../components/Cite';
import { HoverTooltip } from '../../../components/HoverTooltip';
import { SaveBar } from '../../../components/SaveBar';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { CardTypeForm } from './CardTypeForm';
import {
  CARD_RULE,
  type CardIssue,
  cardTypesIssues,
  inUseProblems,
  newCardType,
  removalBlocked,
  typeRemovalBlocked,
  type VehicleInUse,
} from './cardTypesModel';

/** What saving answered: done, or refused with the service's words (and its issues at their paths under the card types). */
export type SaveAnswer = { ok: true } | { ok: false; message: string; issues: CardIssue[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * League Settings › Vehicle card types (gaps.md #4): each of the league's card types in a tab, edited as a draft that
 * is checked as it is typed (the engine's card schema, in its words at each field) and against the vehicles built on
 * it; Save sends the whole list at once (one operation, Ctrl+Z undoes it).
 */
export function CardTypesEditor({
  saved,
  vehicles,
  onSave,
}: {
  saved: readonly CardType[];
  vehicles: readonly VehicleInUse[];
  onSave: (types: CardType[]) => Promise<SaveAnswer>;
}) {
  const [draft, setDraft] = useState<CardType[] | null>(null);
  const [tab, setTab] = useState<string>('0');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; issues: CardIssue[] } | null>(null);
  const types = draft ?? (saved as CardType[]);
  const issues = useMemo(() => [...cardTypesIssues(types), ...(refusal?.issues ?? [])], [types, refusal]);
  const inUse = useMemo(() => inUseProblems(saved, types, vehicles), [saved, types, vehicles]);
  const changes = draft === null ? 0 : changeCount(saved, draft);
  const index = Math.min(Number(tab) || 0, types.length - 1);

  const edit = (next: CardType[]) => {
    setRefusal(null);
    setDraft(same(next, saved) ? null : next);
  };
  const save = async () => {
    if (!draft || saving) return;
    if (issues.length || inUse.length) return setRefusal({ message: 'Fix what is marked in red before saving.', issues: [] });
    setSaving(true);
    const r = await onSave(draft);
    setSaving(false);
    if (r.ok) {
      setDraft(null);
      setRefusal(null);
    } else setRefusal({ message: r.message, issues: r.issues });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label="Vehicle card types">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="sm">
        <div>
          <Title order={3}>Vehicle card types</Title>
          <Text size="sm" c="dimmed" maw={640}>
            The rules’ vehicle cards are missing, so the league keeps its own: every vehicle is one of these. A card type a vehicle is built on keeps every pod
            and turret a vehicle is loaded in.
          </Text>
          <Cite>{CARD_RULE}</Cite>
        </div>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} />}>
              Add a card type
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(['car', 'bike'] as const).map((k) => (
              <Menu.Item
                key={k}
                leftSection={k === 'car' ? <IconCar size={16} /> : <IconBike size={16} />}
                onClick={() => {
                  edit([...types, newCardType(k, types)]);
                  setTab(String(types.length));
                }}
              >
                A {k}, from the league’s default {k} card
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>

      <Tabs value={String(index)} onChange={(v) => v !== null && setTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {types.map((t, i) => {
            const bad = issues.some((p) => p.path[0] === i) || inUse.some((p) => p.cardType === t.id);
            const users = vehicles.filter((v) => v.design.cardType === t.id).length;
            return (
              <Tabs.Tab
                key={`${i}-${t.id}`}
                value={String(i)}
                leftSection={t.kind === 'bike' ? <IconBike size={16} /> : <IconCar size={16} />}
                rightSection={
                  bad ? (
                    <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-label="has problems" />
                  ) : users ? (
                    <Badge size="xs" variant="light" color="gray">
                      {users} in use
                    </Badge>
                  ) : null
                }
              >
                {t.name || t.id || 'Unnamed'}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {types.map((t, i) => {
          const savedType = saved.find((s) => s.id === t.id);
          const removal = typeRemovalBlocked(types, savedType ? t.id : '', vehicles);
          const locked = new Map<string, string>();
          if (savedType)
            for (const c of savedType.components) {
              const why = removalBlocked(t.id, c.id, vehicles);
              if (why) locked.set(c.id, why);
            }
          const own = inUse.filter((p) => p.cardType === t.id);
          return (
            <Tabs.Panel key={`${i}-${t.id}`} value={String(i)}>
              <Stack gap="md">
                {own.length > 0 && (
                  <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The vehicles built on it would break" role="alert">
                    <Stack gap={4}>
                      {own.map((p) => (
                        <Text key={p.message} size="sm">
                          {organizerText(p.message)}
                        </Text>
                      ))}
                    </Stack>
                  </Alert>
                )}
                <CardTypeForm
                  card={t}
                  issues={issues.filter((p) => p.path[0] === i).map((p) => ({ ...p, path: p.path.slice(1) }))}
                  lockedIds={locked}
                  removalReason={vehicles.some((v) => v.design.cardType === t.id) ? (removal ?? '') : null}
                  onChange={(next) => edit(types.map((x, j) => (j === i ? next : x)))}
                />
                <Group justify="flex-end">
                  <HoverTooltip label={removal ?? `Take the card type “${t.name}” out of the league`} multiline w={320}>
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      data-disabled={(removal !== null && savedType !== undefined) || types.length <= 1 || undefined}
                      onClick={() => {
                        if ((removal !== null && savedType) || types.length <= 1) return;
                        edit(types.filter((_, j) => j !== i));
                        setTab(String(Math.max(0, i - 1)));
                      }}
                    >
                      Remove this card type
                    </Button>
                  </HoverTooltip>
                </Group>
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
      {issues
        .filter((p) => p.path.length === 0)
        .map((p) => (
          <Text key={p.message} size="sm" c="red" role="alert">
            {organizerText(p.message)}
          </Text>
        ))}
      <SaveBar
        count={changes}
        saving={saving}
        error={refusal?.message ?? (issues.length || inUse.length ? `${problemWords(issues.length + inUse.length)} to fix before saving` : null)}
        saveLabel="Save card types"
        onSave={() => void save()}
        onDiscard={() => {
          setDraft(null);
          setRefusal(null);
        }}
      />
    </Card>
  );
}

const problemWords = (n: number) => (n === 1 ? '1 problem' : `${n} problems`);

/** How many card types the draft adds, removes or changes. */
function changeCount(saved: readonly CardType[], draft: readonly CardType[]): number {
  const byId = new Map(saved.map((t) => [t.id, t]));
  let n = 0;
  for (const t of draft) if (!byId.has(t.id) || !same(byId.get(t.id), t)) n++;
  for (const t of saved) if (!draft.some((d) => d.id === t.id)) n++;
  return Math.max(n, 1);
}
