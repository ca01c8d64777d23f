import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  ColorInput,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDice5, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { campaign, car, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { FieldIssue } from '../../../../src-shared/ipc';
import { useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { useLeagueSettings } from '../useLeagueSettings';
import { useNameSuggestion } from '../useNameSuggestion';
import { useRollingCall } from '../../../components/useRollingCall';
import { navigate } from '../../../shell/routes';
import { CarDesigner } from '../garage/CarDesigner';
import { blankDesign } from '../garage/designerModel';
import { emptyWizard, foundingPrice, type WizardState } from './foundingPlan';
import { organizerText } from '../../../../src-shared/text/rulesText';

const NOTHING_STOCKED = new Map<string, number>();
const STEPS = ['Franchise', 'Roster', 'Sponsors', 'Stables', 'Review'] as const;

/**
 * Half-done plans survive leaving the screen and coming back (founding takes a while at the table). They are a draft,
 * nothing saved: kept in this window's memory, never in browser storage, and gone once the franchise is founded.
 */
const drafts = new Map<string, WizardState>();
const draftKey = (franchiseId: number | undefined) => String(franchiseId ?? 'new');

function useWizardState(franchiseId: number | undefined) {
  const [state, setState] = useState<WizardState>(() => drafts.get(draftKey(franchiseId)) ?? emptyWizard());
  useEffect(() => {
    drafts.set(draftKey(franchiseId), state);
  }, [state, franchiseId]);
  return [state, setState] as const;
}

/**
 * Part VI › Starting a new franchise, step by step: roster and mechanic staff, sponsors and the party, three to
 * five cars from the designer, then the whole plan priced line by line. Money left is shown at every step.
 */
export function FoundingWizard({ franchiseId }: { franchiseId?: number }) {
  const settings = useLeagueSettings();
  const existing = useQuery('franchise.list', {});
  const franchise = existing.data?.find((f) => f.id === franchiseId);
  const [state, setState] = useWizardState(franchiseId);
  const [step, setStep] = useState(0);
  const [identity, setIdentity] = useState({ name: '', colour: '#27ae60', owner: '' });
  const [designing, setDesigning] = useState<number | 'new' | null>(null);
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const rolling = useRollingCall();

  const rolled = settings?.campaign.startingSponsors !== 'organizerChoice';
  const price = useMemo(() => (settings ? foundingPrice(state, settings, rolled) : null), [state, settings, rolled]);
  if (!settings || !price || !existing.data) return null;
  if (franchiseId !== undefined && !franchise) return <Text c="red">There is no franchise with id {franchiseId}.</Text>;

  const update = (patch: Partial<WizardState>) => {
    setServerIssues([]);
    setFormError(null);
    setState((s) => ({ ...s, ...patch }));
  };
  const name = franchise?.name ?? identity.name;

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const r = await rolling.call('franchise.found', {
        ...(franchiseId !== undefined ? { franchiseId } : { name: identity.name, colour: identity.colour, owner: identity.owner }),
        competitors: state.competitors.map((n) => ({ name: n })),
        mechanicRating: state.mechanicRating,
        vehicles: state.cars.map((design) => ({ design })),
        ...(rolled ? {} : { sponsors: state.sponsors }),
        ...(state.partySpend !== null ? { partySpend: state.partySpend } : {}),
      });
      if (r.ok) {
        drafts.delete(draftKey(franchiseId));
        const v = r.value;
        notifications.show({
          title: `${v.franchise.name} founded`,
          message: `Sponsors: ${[...v.startingSponsors, ...v.partyAttracted].join(', ')}. ${v.remaining}k of the seed money left.`,
          color: 'green',
          autoClose: 12_000,
        });
        navigate('garage', v.franchise.id);
        return;
      }
      const issues = 'issues' in r.error ? r.error.issues : [];
      setServerIssues(issues);
      setFormError(r.error.message);
    } finally {
      setSubmitting(false);
    }
  };

  if (designing !== null) {
    const initial = designing === 'new' ? blankDesign(`Car ${state.cars.length + 1}`) : state.cars[designing]!;
    return (
      <Stack gap="md">
        <Title order={3}>
          {name || 'New franchise'} · {designing === 'new' ? 'a new car' : `edit ${initial.name}`}
        </Title>
        <CarDesigner
          initial={initial}
          mode="new"
          settings={settings}
          sponsors={rolled ? [] : state.sponsors}
          stocked={NOTHING_STOCKED}
          moneyNote={
            rolled
              ? 'Sponsors are rolled when the franchise is founded: if a Car manufacturer comes up, these cars get its extra DP (+3, +6 at 75 DP) on top of what is designed here, and a Car dealership takes 10% off.'
              : undefined
          }
          submitLabel={() => (designing === 'new' ? 'Add to the stables' : 'Keep the changes')}
          onSubmit={async (design) => {
            const taken = state.cars.some((c, i) => i !== designing && c.name.trim().toLowerCase() === design.name.trim().toLowerCase());
            if (taken)
              return {
                kind: 'validation',
                message: 'Two cars cannot share a name.',
                issues: [{ path: ['design', 'name'], message: `There is already a car named “${design.name}” in these stables.` }],
              };
            update({ cars: designing === 'new' ? [...state.cars, design] : state.cars.map((c, i) => (i === designing ? design : c)) });
            setDesigning(null);
            return null;
          }}
          onCancel={() => setDesigning(null)}
        />
      </Stack>
    );
  }

  const spentPct = Math.min(100, (100 * price.spent) / campaign.SEED_MONEY);
  return (
    <Stack gap="md" data-testid="founding-wizard">
      <Paper withBorder p="sm" style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 56px) + 8px)', zIndex: 3 }}>
        <Group justify="space-between" wrap="nowrap" mb={6}>
          <Text fw={700}>Founding {name || 'a new franchise'}</Text>
          <Group gap="lg" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Seed money <Amount value={campaign.SEED_MONEY} unit="k" />
            </Text>
            <Text size="sm" c="dimmed">
              Spent <Amount value={price.spent} unit="k" />
            </Text>
            <Text size="sm" fw={700} c={price.remaining < 0 ? 'red' : undefined} data-testid="money-left">
              Left <Amount value={price.remaining} unit="k" />
            </Text>
          </Group>
        </Group>
        <Progress value={spentPct} color={price.remaining < 0 ? 'red' : 'orange'} size="sm" aria-hidden />
      </Paper>

      <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect>
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={s} />
        ))}
      </Stepper>

      {step === 0 && (
        <Card withBorder padding="lg">
          {franchise ? (
            <Text>
              <b>{franchise.name}</b>
              {franchise.owner ? `, run by ${franchise.owner}` : ''}. Founding spends the {campaign.SEED_MONEY}k seed money on the roster, the mechanic staff,
              three to five cars and a sponsor party; what is left stays in the bank.
            </Text>
          ) : (
            <SimpleGrid cols={3}>
              <TextInput
                label="Franchise name"
                required
                value={identity.name}
                onChange={(e) => setIdentity({ ...identity, name: e.currentTarget.value })}
                error={serverIssues.find((i) => i.path[0] === 'name')?.message}
              />
              <ColorInput label="Colour" format="hex" value={identity.colour} onChange={(colour) => setIdentity({ ...identity, colour })} />
              <TextInput label="Owner" value={identity.owner} onChange={(e) => setIdentity({ ...identity, owner: e.currentTarget.value })} />
            </SimpleGrid>
          )}
          <Cite size="sm">Part VI › Starting a new franchise</Cite>
        </Card>
      )}

      {step === 1 && (
        <RosterStep
          state={state}
          update={update}
          settings={settings}
          problems={price.problems.filter((p) => p.path[0] === 'competitors' || p.path[0] === 'mechanicRating').map((p) => organizerText(p.message))}
          // A new franchise's names are drawn for the id it is about to get, as the hire dialog will draw them later.
          nameFranchiseId={franchiseId ?? Math.max(0, ...existing.data.map((f) => f.id)) + 1}
        />
      )}
      {step === 2 && (
        <SponsorsStep
          state={state}
          update={update}
          rolled={rolled}
          problems={price.problems.filter((p) => p.path[0] === 'sponsors' || p.path[0] === 'partySpend').map((p) => organizerText(p.message))}
          settings={settings}
        />
      )}
      {step === 3 && (
        <StablesStep
          state={state}
          update={update}
          settings={settings}
          sponsors={rolled ? [] : state.sponsors}
          onDesign={setDesigning}
          problems={price.problems.filter((p) => p.path[0] === 'vehicles').map((p) => organizerText(p.message))}
        />
      )}
      {step === 4 && (
        <Card withBorder padding="lg" aria-label="Review" component="section">
          <Title order={4} mb="sm">
            The plan, line by line
          </Title>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Seed money</Table.Td>
                <Table.Td ta="right">
                  <Amount value={campaign.SEED_MONEY} unit="k" />
                </Table.Td>
              </Table.Tr>
              {price.lines.map((l, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <Text size="sm">{l.reason}</Text>
                    <Cite>{l.rule}</Cite>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount value={l.amount} unit="k" />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>Left in the bank</Table.Td>
                <Table.Td ta="right" fw={700}>
                  <Amount value={price.remaining} unit="k" />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {rolled && (
            <Text size="sm" c="dimmed" mt="sm">
              The three starting sponsors are rolled on the Sponsor Attracted Table when you found the franchise
              {state.partySpend ? ', then the party roll' : ''}. A Car dealership sponsor would take 10% off the cars above.
            </Text>
          )}
          <FieldProblems messages={[...price.problems.map((p) => p.message), ...serverIssues.map((i) => i.message)]} />
          {formError && serverIssues.length === 0 && (
            <Text c="red" size="sm" role="alert" mt="xs">
              {formError}
            </Text>
          )}
        </Card>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={() => (step === 0 ? navigate('league') : setStep(step - 1))}>
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        {step < STEPS.length - 1 ? (
          <Button onClick={() => setStep(step + 1)} disabled={step === 0 && !franchise && !identity.name.trim()}>
            Next: {STEPS[step + 1]}
          </Button>
        ) : (
          <Button onClick={() => void submit()} loading={submitting} disabled={price.problems.length > 0} data-testid="found-submit">
            Found {name || 'the franchise'}
          </Button>
        )}
      </Group>
      {rolling.dialog}
    </Stack>
  );
}

type StepProps = { state: WizardState; update: (patch: Partial<WizardState>) => void; settings: DethmetalSettings; problems: string[] };

function RosterStep({ state, update, problems, settings, nameFranchiseId }: StepProps & { nameFranchiseId: number }) {
  const [draft, setDraft] = useState('');
  const suggest = useNameSuggestion(nameFranchiseId, state.competitors);
  const add = () => {
    const n = draft.trim();
    if (!n) return;
    update({ competitors: [...state.competitors, n] });
    setDraft('');
  };
  const { min, max } = campaign.ROSTER_SIZE;
  return (
    <SimpleGrid cols={2} spacing="md">
      <Card withBorder padding="lg" aria-label="Roster" component="section">
        <Group justify="space-between" mb={4}>
          <Title order={4}>Competitors</Title>
          <Badge variant="light" color={state.competitors.length >= min && state.competitors.length <= max ? 'teal' : 'orange'}>
            {state.competitors.length} of {min}–{max}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          Each rookie costs {campaign.COMPETITOR_WAGE.base}k for the season{settings.campaign.enforceRosterMinimum ? `; a roster needs at least ${min}` : ''}.
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <Group gap="xs" align="flex-end" mb="sm">
            {/* The dice sit inside the box: half a card wide at 1024 px has no room for a third control on the row. */}
            <TextInput
              label="Competitor name"
              style={{ flex: 1 }}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              maxLength={60}
              rightSection={
                <Tooltip label="Suggest a name">
                  <ActionIcon variant="subtle" color="gray" aria-label="Suggest a name" onClick={() => suggest && setDraft(suggest())} disabled={!suggest}>
                    <IconDice5 size={16} />
                  </ActionIcon>
                </Tooltip>
              }
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} disabled={!draft.trim() || state.competitors.length >= max}>
              Add
            </Button>
          </Group>
        </form>
        <Stack gap={4}>
          {state.competitors.map((c, i) => (
            <Group key={`${c}-${i}`} justify="space-between" wrap="nowrap">
              <Text size="sm">{c}</Text>
              <Group gap="xs" wrap="nowrap">
                <Amount value={campaign.COMPETITOR_WAGE.base} unit="k" size="sm" c="dimmed" />
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${c}`}
                  onClick={() => update({ competitors: state.competitors.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <FieldProblems messages={problems.filter((p) => !p.toLowerCase().includes('mechanic'))} />
      </Card>
      <Card withBorder padding="lg" aria-label="Mechanic staff" component="section">
        <Title order={4} mb={4}>
          Mechanic staff
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Rating 1 comes free. A better crew is hired for the season; rating 4 only through a Tire company, Mechanic shop or Car dealership sponsor.
        </Text>
        <SegmentedControl
          aria-label="Mechanic rating"
          fullWidth
          value={String(state.mechanicRating)}
          data={campaign.MECHANIC_RATINGS.map((r) => ({ value: String(r), label: `${r} · ${campaign.MECHANIC_STAFF[r].seasonHire}k` }))}
          onChange={(v) => update({ mechanicRating: Number(v) as campaign.MechanicRating })}
        />
        <FieldProblems messages={problems.filter((p) => p.toLowerCase().includes('mechanic'))} />
        <Cite>Part VI › Starting a new franchise › Create roster</Cite>
      </Card>
    </SimpleGrid>
  );
}

function SponsorsStep({ state, update, rolled, problems, settings }: StepProps & { rolled: boolean }) {
  const listed = settings.campaign.partyAmounts === 'listedOnly';
  return (
    <SimpleGrid cols={2} spacing="md">
      <Card withBorder padding="lg" aria-label="Starting sponsors" component="section">
        <Title order={4} mb={4}>
          Starting sponsors
        </Title>
        {rolled ? (
          <Text size="sm">
            Three sponsors are rolled on the Sponsor Attracted Table (D66) when you found the franchise
            {settings.campaign.duplicateSponsorTypes ? '' : ', each of a different type'}. The league can let the organizer choose them instead (Settings ›
            Campaign).
          </Text>
        ) : (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              This league lets the organizer choose the three (house rule “Starting sponsors”).
            </Text>
            {campaign.SPONSOR_TYPES.map((t) => {
              const on = state.sponsors.includes(t);
              return (
                <Checkbox
                  key={t}
                  label={t}
                  description={campaign.sponsorEffect(t).text}
                  checked={on}
                  disabled={!on && state.sponsors.length >= campaign.STARTING_SPONSORS}
                  onChange={() => update({ sponsors: on ? state.sponsors.filter((s) => s !== t) : [...state.sponsors, t] })}
                />
              );
            })}
          </Stack>
        )}
        <FieldProblems messages={problems.filter((p) => !p.toLowerCase().includes('party'))} />
        <Cite>Part VI › Attract sponsors</Cite>
      </Card>
      <Card withBorder padding="lg" aria-label="Sponsor party" component="section">
        <Title order={4} mb={4}>
          Sponsor party
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Throw a party to attract more sponsors: the more spent, the better the 1d6 roll reads
          {listed ? '' : ' (any amount reads on the highest listed row not above it)'}. Never more than {campaign.MAX_SPONSORS} sponsors.
        </Text>
        <SegmentedControl
          aria-label="Party budget"
          fullWidth
          value={state.partySpend === null ? 'none' : String(state.partySpend)}
          data={[{ value: 'none', label: 'No party' }, ...campaign.PARTY_AMOUNTS.map((a) => ({ value: String(a), label: `${a}k` }))]}
          onChange={(v) => update({ partySpend: v === 'none' ? null : Number(v) })}
        />
        {state.partySpend !== null && campaign.SPONSOR_PARTY_TABLE[state.partySpend as campaign.PartyAmount] && (
          <Text size="xs" c="dimmed" mt="xs">
            New sponsors on 1d6 = 1…6: {campaign.SPONSOR_PARTY_TABLE[state.partySpend as campaign.PartyAmount].join(' / ')}
          </Text>
        )}
        <FieldProblems messages={problems.filter((p) => p.toLowerCase().includes('party'))} />
        <Cite>Part VI › Sponsor party table</Cite>
      </Card>
    </SimpleGrid>
  );
}

function StablesStep({
  state,
  update,
  problems,
  settings,
  sponsors,
  onDesign,
}: StepProps & { sponsors: readonly campaign.SponsorType[]; onDesign: (i: number | 'new') => void }) {
  const { min, max } = campaign.STABLE_SIZE;
  // The same bonus the designer and the founding service give a new car (Sponsor effect table › Car manufacturer).
  const bonusDp = (budget: car.DesignBudget) => campaign.sponsorDpBonus(sponsors, budget === 75);
  return (
    <Card withBorder padding="lg" aria-label="Stables" component="section">
      <Group justify="space-between" mb={4}>
        <Title order={4}>Stables</Title>
        <Group gap="sm">
          <Badge variant="light" color={state.cars.length >= min && state.cars.length <= max ? 'teal' : 'orange'}>
            {state.cars.length} of {min}–{max}
          </Badge>
          <Tooltip label={`At most ${max} cars`} disabled={state.cars.length < max}>
            <Button size="sm" leftSection={<IconPlus size={16} />} disabled={state.cars.length >= max} onClick={() => onDesign('new')}>
              Design a car
            </Button>
          </Tooltip>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        A 60 DP car costs 100k, a 75 DP car 150k (and counts as two for overhead). Their weapons and any tires better than light-duty are bought at list price.
      </Text>
      {state.cars.length === 0 ? (
        <Text size="sm" c="dimmed">
          No cars yet: three are an absolute minimum. Design the first one.
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Car</Table.Th>
              <Table.Th ta="right">DP</Table.Th>
              <Table.Th>Weapons</Table.Th>
              <Table.Th ta="right">List price</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.cars.map((d, i) => {
              const derived = car.deriveCar(d, settings.car);
              return (
                <Table.Tr key={`${d.name}-${i}`}>
                  <Table.Td fw={600}>{d.name}</Table.Td>
                  <Table.Td ta="right">
                    <Amount value={`${derived.designPoints.spent} / ${car.designPointBudget(d.budget, bonusDp(d.budget))}`} unit="DP" />
                  </Table.Td>
                  <Table.Td c="dimmed">{d.mounts.map((m) => m.weapon ?? 'empty').join(', ') || 'none'}</Table.Td>
                  <Table.Td ta="right">
                    <Amount value={derived.money.totalK} unit="k" />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon variant="subtle" aria-label={`Edit ${d.name}`} onClick={() => onDesign(i)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${d.name}`}
                        onClick={() => update({ cars: state.cars.filter((_, j) => j !== i) })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <FieldProblems messages={problems} />
      <Cite>Part VI › Starting a new franchise › Assemble stables</Cite>
    </Card>
  );
}
