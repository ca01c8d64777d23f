import { Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { campaign, car, type DethmetalSettings } from '../../../src-shared/engine/dethmetal';
import type { Problem } from '../../../src-shared/engine/ruleset';
import type { AppError } from '../../../src-shared/ipc';
import { useStable } from '../../components/useStable';
import { ArmorCard } from './ArmorCard';
import { BasicsCard } from './BasicsCard';
import { ComponentsCard } from './ComponentsCard';
import { DesignSummary, SpeedChartCard } from './DesignSummary';
import { dpByPath, pathKey, type CarDesign, type Update } from './designerModel';
import { DrivetrainCard } from './DrivetrainCard';
import { carStats } from './explain';
import { MountsCard, type StockedWeapons } from './MountsCard';

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
  /** Resolves to an error to show, or null when done. */
  onSubmit?: (design: CarDesign) => Promise<AppError | null>;
  submitLabel?: (design: CarDesign, derived: car.CarDerived) => string;
  onCancel: () => void;
  /** A note on what the money figure means for this franchise (stores, discounts, cash). */
  moneyNote?: string;
}

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
export function CarDesigner({ initial, mode, settings, sponsors, fixedBonusDp, stocked, onSubmit, submitLabel, onCancel, moneyNote }: DesignerProps) {
  const [design, setDesign] = useState<CarDesign>(initial);
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

  const dp = useStable(dpByPath(derived));
  const basicsProblems = useStable(group(problems, ['name', 'budget', 'enginePower', 'suspension', 'fuelCapacity', 'toughness']));
  const armorProblems = useStable(group(problems, ['armor']));
  const mountProblems = useStable(group(problems, ['mounts']));
  const componentProblems = useStable(group(problems, ['components']));
  const driveProblems = useStable(group(problems, ['tires', 'gearing', 'suspensionTweaks']));
  const stats = useMemo(() => carStats(design, derived, settings.car), [design, derived, settings.car]);

  const basics = useStable({ name: design.name, budget: design.budget, enginePower: design.enginePower, suspension: design.suspension, fuelCapacity: design.fuelCapacity, toughness: design.toughness });
  const legal = problems.length === 0;

  const submit = async () => {
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
  };

  const label = submitLabel ? submitLabel(design, derived) : 'Save';
  const action = (
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
        {onSubmit && (
          <Tooltip label={legal ? label : 'Fix the broken rules first'} disabled={legal}>
            <Button leftSection={<IconShoppingCart size={16} />} disabled={!legal} loading={submitting} onClick={() => void submit()} data-testid="designer-submit">
              {label}
            </Button>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );

  const sponsorNote = bonus > 0 ? (refit ? `Built with +${bonus} DP from a sponsor.` : `+${bonus} DP from the Car manufacturer sponsor.`) : null;
  return (
    <Box
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)', gap: 'var(--mantine-spacing-md)', alignItems: 'start' }}
      data-testid="car-designer"
    >
      <Stack gap="md" style={{ minWidth: 0 }}>
        <BasicsCard design={basics} dp={dp} problems={basicsProblems} update={update} refit={refit} sponsorNote={sponsorNote} />
        <ArmorCard armor={design.armor} dp={dp.armor ?? 0} problems={armorProblems} update={update} refit={refit} />
        <MountsCard mounts={design.mounts} dp={dp} problems={mountProblems} update={update} refit={refit} stocked={stocked} specialMountDp={settings.car.specialMountDp} />
        <ComponentsCard components={design.components} tweaks={design.suspensionTweaks} crewPositions={derived.crewPositions} problems={componentProblems} update={update} refit={refit} />
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
        <SpeedChartCard chart={derived.speedChart} gearing={design.gearing} />
      </Stack>
      <Box
        style={{
          position: 'sticky',
          top: 'calc(var(--app-shell-header-height, 56px) + var(--mantine-spacing-md))',
          maxHeight: 'calc(100vh - var(--app-shell-header-height, 56px) - 2 * var(--mantine-spacing-md))',
          overflowY: 'auto',
        }}
      >
        <DesignSummary derived={derived} stats={stats} problems={problems} bonus={bonus} action={action} moneyNote={moneyNote} refit={refit} />
      </Box>
    </Box>
  );
}
