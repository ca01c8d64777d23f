import { ActionIcon, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDice5, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { HouseRuleView } from '../../../src-shared/engine/houseRuleForm';
import type { InputOf, LeagueSettingsView } from '../../../src-shared/ipc';
import { useApi, useQuery } from '../../api/ApiProvider';
import { FieldProblems } from '../../components/FieldProblems';
import { HoverTooltip } from '../../components/HoverTooltip';
import { DraftReportContext, NumberField } from '../../components/NumberField';
import { SaveBar } from '../../components/SaveBar';
import { SegmentedRadios } from '../../components/SegmentedRadios';
import { areaOf, areasFor, checkValue, ruleForIssuePath, sameValue } from './houseRuleValues';
import { countWords, IllegalWarning } from './IllegalWarning';
import { RuleRow } from './RuleRow';
import { entrantsTable, StandingsCard, type StandingsDraft, standingsProblems } from './StandingsCard';

const MAX_SEED = 2 ** 31 - 1;

interface Draft {
  houseRules: Record<string, unknown>;
  diceMode?: 'app' | 'manual';
  seed?: number;
  standings?: StandingsDraft;
  entrantStandings?: StandingsDraft;
}

const EMPTY: Draft = { houseRules: {} };

/**
 * The areas after the first start below the fold: they are neither styled, laid out nor painted until they come near
 * the view (content-visibility), most of the page's ~60 rule rows. Not the first area: a contained box is placed on
 * whole pixels, which moved its text by a fraction of a pixel from the screen as it was (compare-screens).
 */
const belowTheFold = (rows: number) => ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${rows * 130}px` }) as const;

function changeCount(d: Draft) {
  return (
    Object.keys(d.houseRules).length +
    (d.diceMode ? 1 : 0) +
    (d.seed !== undefined ? 1 : 0) +
    (d.standings !== undefined ? 1 : 0) +
    (d.entrantStandings !== undefined ? 1 : 0)
  );
}

/** League settings: the dice (who rolls, the seed) and every house rule, grouped by rulebook area. */
export function SettingsPanel() {
  const settings = useQuery('league.settings', {});
  const league = useQuery('league.get', {});
  const api = useApi();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [area, setArea] = useState<string>('all');
  const [search, setSearch] = useState('');
  // Number boxes whose text is not a number yet (path → message): the box shows why; saving waits for it.
  const [boxProblems, setBoxProblems] = useState<Record<string, string>>({});
  const reportBox = useCallback(
    (path: string, message: string | null) =>
      setBoxProblems((p) => {
        if ((p[path] ?? null) === message) return p;
        const { [path]: _, ...rest } = p;
        return message === null ? rest : { ...rest, [path]: message };
      }),
    [],
  );
  // Discard puts every box back to the saved value, text included.
  const [generation, setGeneration] = useState(0);

  const view = settings.data;
  const localErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(draft.houseRules)) {
      const problem = checkValue(key, value, view?.ruleset);
      if (problem) out[key] = problem;
    }
    if (view?.standings) Object.assign(out, standingsProblems(view.standings, draft.standings));
    if (view?.entrantStandings) Object.assign(out, standingsProblems(view.entrantStandings, draft.entrantStandings, 'entrantStandings'));
    return out;
  }, [draft, view]);
  const errors = { ...serverErrors, ...localErrors };

  // Stable, so a change to one rule re-renders that row only (RuleRow is memoised on its props).
  const setRule = useCallback((rule: HouseRuleView, value: unknown) => {
    setServerErrors((e) => {
      if (!Object.hasOwn(e, rule.key)) return e;
      const { [rule.key]: _, ...rest } = e;
      return rest;
    });
    setFormError(null);
    setDraft((d) => {
      const houseRules = { ...d.houseRules };
      if (sameValue(value, rule.value)) delete houseRules[rule.key];
      else houseRules[rule.key] = value;
      return { ...d, houseRules };
    });
  }, []);

  const save = async () => {
    if (saving || !view) return;
    if (Object.keys(localErrors).length || Object.keys(boxProblems).length) {
      setFormError('Fix the settings marked in red before saving.');
      return;
    }
    setSaving(true);
    try {
      const input: InputOf<'league.updateSettings'> = {};
      if (Object.keys(draft.houseRules).length) input.houseRules = draft.houseRules;
      if (draft.diceMode) input.diceMode = draft.diceMode;
      if (draft.seed !== undefined) input.seed = draft.seed;
      if (draft.standings !== undefined) input.standings = draft.standings;
      if (draft.entrantStandings !== undefined) input.entrantStandings = draft.entrantStandings;
      const r = await api.call('league.updateSettings', input);
      if (r.ok) {
        setDraft(EMPTY);
        setServerErrors({});
        setFormError(null);
        const illegal = r.value.madeIllegal;
        notifications.show(
          illegal.length
            ? {
                title: `Settings saved: ${countWords(illegal)} now illegal`,
                message: `${illegal.map((e) => e.name).join(', ')}: fix them in the team editor. Ctrl+Z undoes the change.`,
                color: 'yellow',
              }
            : { title: 'Settings saved', message: 'Ctrl+Z undoes the change.', color: 'green' },
        );
        return;
      }
      const byRule: Record<string, string> = {};
      const keys = view.houseRules.map((h) => h.key);
      for (const issue of 'issues' in r.error ? r.error.issues : []) {
        const key =
          issue.path[0] === 'seed'
            ? 'seed'
            : issue.path[0] === 'standings' || issue.path[0] === 'entrantStandings'
              ? issue.path.join('.')
              : ruleForIssuePath(issue.path, keys);
        if (key) byRule[key] ??= issue.message;
      }
      setServerErrors(byRule);
      setFormError(Object.keys(byRule).length ? 'Fix the settings marked in red before saving.' : r.error.message);
    } finally {
      setSaving(false);
    }
  };

  if (!view) {
    return settings.error ? (
      <Text c="red" role="alert">
        {settings.error.message}
      </Text>
    ) : null;
  }

  const needle = search.trim().toLowerCase();
  const visible = view.houseRules.filter(
    (r) => (area === 'all' || areaOf(r.key) === area) && (!needle || [r.label, r.description, r.cites, r.key].some((s) => s.toLowerCase().includes(needle))),
  );
  const changedFromDefault = view.houseRules.filter((r) => !sameValue(r.value, r.default)).length;

  return (
    <DraftReportContext.Provider value={reportBox}>
      <Stack gap="lg" data-testid="settings-panel" key={generation}>
        <DiceSettings view={view} draft={draft} setDraft={setDraft} error={errors.seed} />
        {view.standings && (
          <StandingsCard
            view={view.standings}
            rulesetName={league.data?.rulesetName ?? 'The ruleset'}
            draft={draft.standings}
            setDraft={(standings) => {
              setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('standings'))));
              setFormError(null);
              setDraft((d) => ({ ...d, standings }));
            }}
            errors={errors}
          />
        )}
        {view.entrantStandings && (
          <StandingsCard
            view={view.entrantStandings}
            rulesetName={league.data?.rulesetName ?? 'The ruleset'}
            table={entrantsTable(view.entrantStandings.words)}
            draft={draft.entrantStandings}
            setDraft={(entrantStandings) => {
              setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('entrantStandings'))));
              setFormError(null);
              setDraft((d) => ({ ...d, entrantStandings }));
            }}
            errors={errors}
          />
        )}

        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <div>
              <Title order={3}>House rules</Title>
              <Text size="sm" c="dimmed">
                Where the rulebook is silent or unclear, the league decides. Every default is Pitwall’s reading of the rules;
                {changedFromDefault === 0 ? ' this league uses all of them.' : ` this league changes ${changedFromDefault}.`}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <SegmentedRadios
                size="xs"
                aria-label="Rulebook area"
                value={area}
                onChange={setArea}
                data={[{ value: 'all', label: 'All' }, ...areasFor(view.houseRules).map((a) => ({ value: a.id, label: a.label }))]}
              />
              <TextInput
                size="xs"
                w={200}
                aria-label="Find a house rule"
                placeholder="Find a house rule"
                leftSection={<IconSearch size={14} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            </Group>
          </Group>

          {areasFor(view.houseRules).map((a, i) => {
            const rules = visible.filter((r) => areaOf(r.key) === a.id);
            if (rules.length === 0) return null;
            return (
              <Card
                key={a.id}
                withBorder
                padding={0}
                aria-label={`${a.label} house rules`}
                component="section"
                style={i === 0 ? undefined : belowTheFold(rules.length)}
              >
                <Group justify="space-between" px="lg" py="sm" bg="var(--mantine-color-default-hover)">
                  <Title order={4}>{a.label}</Title>
                  <Text size="xs" c="dimmed">
                    {a.part}
                  </Text>
                </Group>
                {rules.map((rule) => (
                  <RuleRow
                    key={rule.key}
                    rule={rule}
                    value={Object.hasOwn(draft.houseRules, rule.key) ? draft.houseRules[rule.key] : rule.value}
                    edited={Object.hasOwn(draft.houseRules, rule.key)}
                    error={errors[rule.key]}
                    onChange={setRule}
                  />
                ))}
              </Card>
            );
          })}
          {visible.length === 0 && (
            <Text c="dimmed" size="sm">
              No house rule matches “{search}”. Clear the search box or pick another area.
            </Text>
          )}
        </Stack>

        <SaveBar
          notice={
            Object.keys(draft.houseRules).length > 0 && Object.keys(localErrors).length === 0 ? (
              <IllegalWarning input={{ houseRules: draft.houseRules }} />
            ) : null
          }
          count={changeCount(draft)}
          saving={saving}
          error={formError}
          saveLabel="Save settings"
          onSave={() => void save()}
          onDiscard={() => {
            setDraft(EMPTY);
            setServerErrors({});
            setFormError(null);
            setGeneration((g) => g + 1);
          }}
        />
      </Stack>
    </DraftReportContext.Provider>
  );
}

function DiceSettings({
  view,
  draft,
  setDraft,
  error,
}: {
  view: LeagueSettingsView;
  draft: Draft;
  setDraft: (f: (d: Draft) => Draft) => void;
  error?: string;
}) {
  const mode = draft.diceMode ?? view.diceMode;
  const seed = draft.seed ?? view.seed;
  const seedChanged = draft.seed !== undefined;
  const setSeed = (v: number) => setDraft((d) => ({ ...d, seed: v === view.seed ? undefined : v }));
  return (
    <Card withBorder padding="lg" component="section" aria-label="Dice">
      <Title order={3} mb={4}>
        Dice
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every roll the rules call for is made here, one way or the other, and kept in the league’s history.
      </Text>
      <SimpleGrid cols={2} spacing="xl">
        <Stack gap={6}>
          <Text fw={600} size="sm" id="dice-mode-label">
            Who rolls
          </Text>
          <SegmentedRadios
            aria-labelledby="dice-mode-label"
            value={mode}
            onChange={(v) => setDraft((d) => ({ ...d, diceMode: v === view.diceMode ? undefined : (v as 'app' | 'manual') }))}
            data={[
              { value: 'app', label: 'Pitwall rolls' },
              { value: 'manual', label: 'Typed at the table' },
            ]}
          />
          <Text size="xs" c="dimmed">
            {mode === 'app'
              ? 'Pitwall rolls from the league seed: the same seed gives the same rolls, so any result can be checked.'
              : 'The organizer rolls real dice at the table and types each result when Pitwall asks for it.'}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NumberField
              label="League seed"
              path="seed"
              name="League seed"
              style={{ flex: 1 }}
              value={seed}
              min={0}
              max={MAX_SEED}
              thousandSeparator=" "
              invalid={error !== undefined}
              onValue={(v) => v !== null && setSeed(v)}
            />
            <HoverTooltip label="Pick a new random seed">
              <ActionIcon
                variant="default"
                size="input-sm"
                aria-label="New random seed"
                onClick={() => setSeed(crypto.getRandomValues(new Uint32Array(1))[0]! % (MAX_SEED + 1))}
              >
                <IconDice5 size={18} />
              </ActionIcon>
            </HoverTooltip>
          </Group>
          <FieldProblems messages={error ? [error] : []} />
          <Text size="xs" c={seedChanged ? 'yellow' : 'dimmed'}>
            {seedChanged
              ? `Saving a new seed starts its dice sequence from the beginning (${view.counter} ${view.counter === 1 ? 'roll' : 'rolls'} made from the old one).`
              : `${view.counter} ${view.counter === 1 ? 'roll' : 'rolls'} made from this seed so far.`}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
