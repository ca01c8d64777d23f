import { Box, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { campaign, car, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { Problem } from '../../../../src-shared/engine/ruleset';
import type { AppError, GarageResult, Result } from '../../../../src-shared/ipc';
import { useStable } from '../../../components/useStable';
import { ArmorCard } from './ArmorCard';
import { BasicsCard } from './BasicsCard';
import { ComponentsCard } from './ComponentsCard';
import { DesignLibraryBar } from './DesignLibraryBar';
import { DesignSummary, SpeedChartCard } from './DesignSummary';
import { DuelCard } from './DuelCard';
import { dpByPath, pathKey, type CarDesign, type Update } from './designerModel';
import { DrivetrainCard } from './DrivetrainCard';
import { carStats } from './explain';
import { FoundItemsCard, NO_FOUND_STOCK, type FoundStock } from './FoundItemsCard';
import { MountsCard, type StockedWeapons } from './MountsCard';
import { DraftReportContext, useDraftReports } from '../../../components/NumberField';
import { QuoteCard, quoteTotal, type QuoteState } from './QuoteCard';

export interface DesignerProps {
  initial: CarDesign;
  /** new: design a car to buy; refit: change a car between matches (only what the rules allow); sketch: no franchise. */
  mode: 'new' | 'refit' | 'sketch';
  settings: DethmetalSettings;
  /** The franchise's sponsors (a Car manufacturer adds DP to a new car). */
  sponsors: readonly campaign.SponsorType[];
  /** The DP bonus the car was bought with (refit: it keeps it). */
  fixedBonusDp?: number;
  stocked: StockedWeapons;
  /** Found and tinkered devices and rare tires in the stores. */
  found?: FoundStock;
  /** Resolves to an error to show, or null when done. */
  onSubmit?: (design: CarDesign) => Promise<AppError | null>;
  /** `quoted`: the exact amount from the quote of the design on screen, or null while there is none. */
  submitLabel?: (design: CarDesign, derived: car.CarDerived, quoted: number | null) => string;
  /** Quote a legal design (garage.quote): the buy or refit worked out by the service and rolled back. */
  quote?: (design: CarDesign) => Promise<Result<GarageResult>>;
  onCancel: () => void;
  /** A note on what the money figure means for this franchise (stores, discounts, cash). */
  moneyNote?: string;
  /** The franchise's cars, for Compare. */
  stables?: readonly { name: string; design: CarDesign; bonusDp: number }[];
}

/** A question before work on screen is thrown away (Cancel, Start from…, Import over a changed design). */
interface Confirm {
  title: string;
  body: string;
  confirm: string;
  run: () => void;
}

const sameDesign = (a: CarDesign, b: CarDesign) => JSON.stringify(a) === JSON.stringify(b);

/** Cancel and the submit button, disabled with the reason until the design is legal. */
const DesignerActions = memo(function DesignerActions({
  mode,
  legal,
  label,
  submitting,
  formError,
  canSubmit,
  onSubmit,
  onCancel,
}: {
  mode: DesignerProps['mode'];
  legal: boolean;
  label: string;
  submitting: boolean;
  formError: string | null;
  canSubmit: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap={6}>
      {formError && (
        <Text size="sm" c="red" role="alert">
          {formError}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {mode === 'sketch' ? 'Close' : 'Cancel'}
        </Button>
        {canSubmit && (
          <Tooltip label="Fix the broken rules first" disabled={legal}>
            <Button leftSection={<IconShoppingCart size={16} />} disabled={!legal} loading={submitting} onClick={onSubmit} data-testid="designer-submit">
              {label}
            </Button>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
});

/** Keys of a problem list grouped by path, for the sections (each gets only its own, and keeps it when unchanged). */
function group(problems: readonly Problem[], prefixes: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of problems) {
    const key = pathKey(p.path);
    if (prefixes.some((pre) => key === pre || key.startsWith(`${pre}.`))) (out[key] ??= []).push(p.message);
  }
  return out;
}

/**
 * The car designer: every control with its DP and money cost; the engine derives and checks the design on
 * every keystroke (deriveCar + validateCar are pure and take microseconds), so the numbers on the right and
 * the problems under each control are always those of what is on screen.
 */
/** After this long without a keystroke the design on screen is quoted. */
const QUOTE_DELAY_MS = 250;

/** The quote of `design` whenever it is legal, a moment after the last change; the last one stays, marked stale, meanwhile. */
function useQuote(quote: DesignerProps['quote'], design: CarDesign, legal: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'waiting' });
  useEffect(() => {
    if (!quote) return;
    if (!legal) {
      setState((s) => (s.status === 'waiting' ? s : { status: 'waiting' }));
      return;
    }
    setState((s) => (s.status === 'ok' ? (s.stale ? s : { ...s, stale: true }) : s.status === 'loading' ? s : { status: 'loading' }));
    let live = true;
    const timer = setTimeout(() => {
      void quote(design).then((r) => {
        if (live) setState(r.ok ? { status: 'ok', result: r.value } : { status: 'refused', message: r.error.message });
      });
    }, QUOTE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [quote, design, legal]);
  return state;
}

export function CarDesigner({
  initial,
  mode,
  settings,
  sponsors,
  fixedBonusDp,
  stocked,
  found = NO_FOUND_STOCK,
  onSubmit,
  submitLabel,
  quote,
  onCancel,
  moneyNote,
  stables,
}: DesignerProps) {
  const [design, setDesign] = useState<CarDesign>(initial);
  // Boxes whose text is not a number yet (path → "Engine power: Enter a number"): the design is not legal meanwhile.
  const { drafts, report: reportDraft, clear: clearDrafts } = useDraftReports();
  // Bumped when the whole design is replaced, so every box shows the new design and forgets its half-typed text.
  const [generation, setGeneration] = useState(0);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  // The design as last loaded (initial, a template, an imported file): replacing it again asks only after changes.
  const [loaded, setLoaded] = useState<CarDesign>(initial);
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const refit = mode === 'refit';

  const update: Update = useCallback((recipe) => {
    setDesign(recipe);
    setServerProblems([]);
    setFormError(null);
  }, []);

  const bonus = refit ? (fixedBonusDp ?? 0) : campaign.sponsorDpBonus(sponsors, design.budget === 75);
  const derived = useMemo(() => car.deriveCar(design, settings.car), [design, settings.car]);
  const problems = useMemo(() => {
    const found = car.validateCar(design, settings.car, { sponsorBonusDp: bonus }, derived);
    if (refit) found.push(...car.refitChanges(initial, design));
    return [...found, ...serverProblems];
  }, [design, settings.car, bonus, derived, refit, initial, serverProblems]);
  const draftProblems = useMemo<Problem[]>(
    () => Object.entries(drafts).map(([path, message]) => ({ path: path.split('.'), code: 'not-a-number', message, rule: 'Pitwall designer' })),
    [drafts],
  );

  const dp = useStable(dpByPath(derived));
  const basicsProblems = useStable(group(problems, ['name', 'budget', 'enginePower', 'suspension', 'fuelCapacity', 'toughness']));
  const armorProblems = useStable(group(problems, ['armor']));
  const mountProblems = useStable(group(problems, ['mounts']));
  const componentProblems = useStable(group(problems, ['components']));
  const driveProblems = useStable(group(problems, ['tires', 'gearing', 'suspensionTweaks']));
  const foundProblems = useStable(group(problems, ['fittedItems']));
  const stats = useMemo(() => carStats(design, derived, settings.car), [design, derived, settings.car]);

  const mountDp = useStable(design.mounts.map((_, i) => dp[`mounts.${i}`] ?? 0));
  const stableProblems = useStable(draftProblems.length ? [...draftProblems, ...problems] : problems);
  const money = useStable(derived.money);
  // The speed chart is reference, not feedback: it may trail a fast typist by a frame.
  const chart = useDeferredValue(useStable(derived.speedChart));
  const legal = problems.length === 0 && draftProblems.length === 0;
  const quoted = useQuote(quote, design, legal);

  const latest = useRef({ design, legal, submitting });
  latest.current = { design, legal, submitting };
  const submit = useCallback(async () => {
    const { design, legal, submitting } = latest.current;
    if (!onSubmit || submitting || !legal) return;
    setSubmitting(true);
    try {
      const error = await onSubmit(design);
      if (!error) return;
      const issues = 'issues' in error ? error.issues : [];
      const atDesign = issues.filter((i) => i.path[0] === 'design' && i.path.length > 1);
      setServerProblems(atDesign.map((i) => ({ path: i.path.slice(1), code: 'refused', message: i.message, rule: 'Pitwall' })));
      setFormError(atDesign.length === issues.length && atDesign.length > 0 ? null : error.message);
    } finally {
      setSubmitting(false);
    }
  }, [onSubmit]);

  const dirty = !sameDesign(design, initial) || draftProblems.length > 0;
  const changedSinceLoad = !sameDesign(design, loaded) || draftProblems.length > 0;
  const cancel = () => {
    if (!dirty) return onCancel();
    setConfirm({
      title: 'Discard the changes?',
      body: `The changes to “${design.name}” are not saved. ${mode === 'sketch' ? 'Closing' : 'Cancelling'} throws them away.`,
      confirm: 'Discard changes',
      run: onCancel,
    });
  };
  const replace = (next: CarDesign, from: { label: string; keepName: boolean }) => {
    const apply = () => {
      const load = from.keepName ? { ...next, name: design.name } : next;
      setDesign(load);
      setLoaded(load);
      clearDrafts();
      setServerProblems([]);
      setFormError(null);
      setGeneration((g) => g + 1);
    };
    if (!changedSinceLoad) return apply();
    setConfirm({
      title: `Replace the design with “${from.label}”?`,
      body: 'The changes on screen are not saved and will be lost.',
      confirm: 'Replace',
      run: apply,
    });
  };

  const label = submitLabel ? submitLabel(design, derived, quoted.status === 'ok' && !quoted.stale ? quoteTotal(quoted.result) : null) : 'Save';
  const action = (
    <DesignerActions
      mode={mode}
      legal={legal}
      label={label}
      submitting={submitting}
      formError={formError}
      canSubmit={!!onSubmit}
      onSubmit={submit}
      onCancel={cancel}
    />
  );

  const sponsorNote = bonus > 0 ? (refit ? `Built with +${bonus} DP from a sponsor.` : `+${bonus} DP from the Car manufacturer sponsor.`) : null;
  return (
    <DraftReportContext.Provider value={reportDraft}>
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm?.title} centered>
        <Text size="sm">{confirm?.body}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirm(null)}>
            Keep editing
          </Button>
          <Button
            color="red"
            onClick={() => {
              const run = confirm?.run;
              setConfirm(null);
              run?.();
            }}
          >
            {confirm?.confirm}
          </Button>
        </Group>
      </Modal>
      <Box
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)', gap: 'var(--mantine-spacing-md)', alignItems: 'start' }}
        data-testid="car-designer"
      >
        <Stack gap="md" style={{ minWidth: 0 }} key={generation}>
          <DesignLibraryBar design={design} bonusDp={bonus} settings={settings.car} onReplace={refit ? undefined : replace} stables={stables} />
          <BasicsCard design={design} dp={dp} problems={basicsProblems} update={update} refit={refit} sponsorNote={sponsorNote} />
          <ArmorCard armor={design.armor} dp={dp.armor ?? 0} problems={armorProblems} update={update} refit={refit} />
          <MountsCard
            mounts={design.mounts}
            dp={mountDp}
            problems={mountProblems}
            update={update}
            refit={refit}
            stocked={stocked}
            specialMountDp={settings.car.specialMountDp}
          />
          <ComponentsCard
            components={design.components}
            tweaks={design.suspensionTweaks}
            crewPositions={derived.crewPositions}
            problems={componentProblems}
            update={update}
            refit={refit}
          />
          <DrivetrainCard
            tires={design.tires}
            gearing={design.gearing}
            tweaks={design.suspensionTweaks}
            adjustable={design.components.adjustableSuspension}
            problems={driveProblems}
            update={update}
            refit={refit}
            freeLightTires={settings.car.freeStartingTires}
          />
          <FoundItemsCard
            fitted={design.fittedItems}
            tires={design.tires}
            stock={found}
            problems={foundProblems}
            update={update}
            refit={refit}
            original={initial.fittedItems}
          />
          <SpeedChartCard chart={chart} gearing={design.gearing} />
          <DuelCard design={design} settings={settings} stables={stables} />
        </Stack>
        <Box
          style={{
            position: 'sticky',
            top: 'calc(var(--app-shell-header-height, 56px) + var(--mantine-spacing-md))',
            maxHeight: 'calc(100vh - var(--app-shell-header-height, 56px) - 2 * var(--mantine-spacing-md))',
            overflowY: 'auto',
          }}
        >
          <DesignSummary
            designPoints={derived.designPoints}
            money={money}
            stats={stats}
            problems={stableProblems}
            bonus={bonus}
            action={action}
            quote={quote ? <QuoteCard quote={quoted} refit={refit} /> : undefined}
            moneyNote={moneyNote}
            refit={refit}
          />
        </Box>
      </Box>
    </DraftReportContext.Provider>
  );
}
