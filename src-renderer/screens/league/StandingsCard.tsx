import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import type { StandingsConfig, TieBreaker } from '../../../src-shared/engine/core/standings';
import { breakerHelp, breakerId, breakerLabel, breakerList } from '../../../src-shared/engine/breakerWords';
import { type StandingsOverride, scoringWords, standingsIssues } from '../../../src-shared/engine/core/standingsConfig';
import type { LeagueStandingsSettings } from '../../../src-shared/ipc';
import { NumberField } from '../../components/NumberField';

/** What the card edits: the league's whole standings, null to go back to the ruleset's defaults, undefined: unchanged. */
export type StandingsDraft = StandingsOverride | null | undefined;

const sameConfig = (a: StandingsConfig, b: StandingsConfig) => JSON.stringify(a) === JSON.stringify(b);

/** The standings the card shows: the draft's, else the league's. */
export function shownStandings(view: LeagueStandingsSettings, draft: StandingsDraft): StandingsConfig {
  if (draft === null) return view.defaults;
  if (draft === undefined) return view.current;
  return { scoring: draft.scoring ?? view.current.scoring, tieBreakers: draft.tieBreakers ?? view.current.tieBreakers };
}

/**
 * Which table a card edits, in the words it says it with: the teams' (the settings' `standings`) or the entrants'
 * (`entrantStandings`, a ruleset that keeps a drivers'-style table).
 */
export interface TableWords {
  field: 'standings' | 'entrantStandings';
  /** The card's heading and name. */
  title: string;
  /** Who the table ranks, plural (“teams”, “cars”). */
  who: string;
}

export const TEAMS_TABLE: TableWords = { field: 'standings', title: 'Standings', who: 'teams' };

/** The entrants' table's words, from what the ruleset calls an entrant (“Cars' table”, as Season › Standings heads it). */
export function entrantsTable(words: { many: string }): TableWords {
  return { field: 'entrantStandings', title: `${words.many[0]!.toUpperCase()}${words.many.slice(1)}' table`, who: words.many };
}

/** The problems of the draft as the service would say them (path below the table's field, joined: "standings.tieBreakers.1"). */
export function standingsProblems(view: LeagueStandingsSettings, draft: StandingsDraft, field: TableWords['field'] = 'standings'): Record<string, string> {
  if (!draft) return {};
  return Object.fromEntries(standingsIssues(view.defaults, draft).map((i) => [[field, ...i.path].join('.'), i.message]));
}

/**
 * League Settings › Standings: the points per win, draw and loss (or per placing) and the tie-breakers in order,
 * starting from the ruleset's defaults, of the teams' table or (`table`) the entrants'. Saved with the other settings
 * in one operation (one Ctrl+Z).
 */
export function StandingsCard({
  view,
  rulesetName,
  draft,
  setDraft,
  errors,
  table = TEAMS_TABLE,
}: {
  view: LeagueStandingsSettings;
  rulesetName: string;
  draft: StandingsDraft;
  setDraft: (d: StandingsDraft) => void;
  errors: Record<string, string>;
  table?: TableWords;
}) {
  const { field } = table;
  const shown = shownStandings(view, draft);
  const isDefault = sameConfig(shown, view.defaults);
  // A change back to what the league has now is no change; one back to the defaults clears the league's own.
  const change = (next: StandingsConfig) => {
    if (sameConfig(next, view.current)) setDraft(undefined);
    else if (sameConfig(next, view.defaults)) setDraft(null);
    else setDraft({ scoring: next.scoring as StandingsOverride['scoring'], tieBreakers: [...next.tieBreakers] });
  };
  const setBreakers = (list: TieBreaker[]) => change({ ...shown, tieBreakers: list });
  const list = [...shown.tieBreakers];
  const swap = (i: number, j: number) => {
    const next = [...list];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setBreakers(next);
  };
  const addable = view.allowed.filter((b) => !list.some((x) => breakerId(x) === breakerId(b)));
  const scoring = shown.scoring;
  const point = (label: string, path: string, value: number, set: (n: number) => void) => (
    <NumberField
      key={path}
      label={label}
      path={`${field}.${path}`}
      name={`${label} points`}
      min={-99}
      max={99}
      w={90}
      value={value}
      problem={errors[`${field}.scoring.${path}`]}
      onValue={(n) => n !== null && set(n)}
    />
  );
  return (
    <Card withBorder padding="lg" component="section" aria-label={table.title}>
      <Group justify="space-between" align="flex-start" mb={4}>
        <Title order={3}>{table.title}</Title>
        <Badge variant="light" color={isDefault ? 'gray' : 'orange'}>
          {isDefault ? 'The ruleset’s default' : 'This league’s own'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        How the table ranks the {table.who}: points for each result, then the tie-breakers in order for {table.who} level on points. The default of{' '}
        {rulesetName}: {scoringWords(view.defaults.scoring)}; tie-breakers {breakerList(view.defaults.tieBreakers)}. Closed seasons keep the table they closed
        with.
      </Text>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={4}>
            Points
          </Text>
          {scoring.kind === 'wdl' && (
            <Group gap="sm" align="flex-start">
              {point('Win', 'win', scoring.win, (n) => change({ ...shown, scoring: { ...scoring, win: n } }))}
              {point('Draw', 'draw', scoring.draw, (n) => change({ ...shown, scoring: { ...scoring, draw: n } }))}
              {point('Loss', 'loss', scoring.loss, (n) => change({ ...shown, scoring: { ...scoring, loss: n } }))}
            </Group>
          )}
          {scoring.kind === 'placings' && (
            <Group gap="sm" align="flex-end">
              {scoring.points.map((p, i) =>
                point(`${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'}`, `points.${i}`, p, (n) =>
                  change({ ...shown, scoring: { ...scoring, points: scoring.points.map((x, j) => (j === i ? n : x)) } }),
                ),
              )}
              <Button size="xs" variant="default" onClick={() => change({ ...shown, scoring: { ...scoring, points: [...scoring.points, 0] } })}>
                Add a placing
              </Button>
              {scoring.points.length > 1 && (
                <Button size="xs" variant="subtle" onClick={() => change({ ...shown, scoring: { ...scoring, points: scoring.points.slice(0, -1) } })}>
                  Remove the last
                </Button>
              )}
            </Group>
          )}
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Tie-breakers, in order
          </Text>
          {list.length === 0 && (
            <Text size="sm" c="dimmed">
              None: {table.who} level on points share the place.
            </Text>
          )}
          <Stack gap={4} component="ol" aria-label="Tie-breakers" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((b, i) => (
              <li key={breakerId(b)} aria-label={breakerLabel(b)}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" w={20} ta="right" c="dimmed">
                    {i + 1}.
                  </Text>
                  <Tooltip label={breakerHelp(b)} multiline maw={300}>
                    <Text size="sm" fw={600} style={{ flex: 1 }}>
                      {breakerLabel(b)}
                    </Text>
                  </Tooltip>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Move ${breakerLabel(b)} up`} disabled={i === 0} onClick={() => swap(i, i - 1)}>
                    <IconChevronUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${breakerLabel(b)} down`}
                    disabled={i === list.length - 1}
                    onClick={() => swap(i, i + 1)}
                  >
                    <IconChevronDown size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${breakerLabel(b)}`} onClick={() => setBreakers(list.filter((x) => x !== b))}>
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
                {errors[`${field}.tieBreakers.${i}`] && (
                  <Text size="xs" c="red" ml={28} role="alert">
                    {errors[`${field}.tieBreakers.${i}`]}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
          <Group mt="sm" gap="sm" align="flex-end">
            <Select
              size="xs"
              w={220}
              label="Add a tie-breaker"
              placeholder={addable.length ? 'Choose…' : 'All are in the list'}
              disabled={addable.length === 0}
              value={null}
              data={addable.map((b) => ({ value: breakerId(b), label: breakerLabel(b) }))}
              // A roll-off settles the rest, so whatever is added goes before it.
              onChange={(v) => {
                const b = addable.find((x) => breakerId(x) === v);
                if (!b) return;
                const roll = list.indexOf('roll-off');
                setBreakers(roll < 0 || b === 'roll-off' ? [...list, b] : [...list.slice(0, roll), b, ...list.slice(roll)]);
              }}
            />
            <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} />} disabled={isDefault} onClick={() => change(view.defaults)}>
              Reset to the ruleset's default
            </Button>
          </Group>
          {errors[field] && (
            <Text size="xs" c="red" mt={4} role="alert">
              {errors[field]}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
