/**
 * The roster table's rows: every number the table shows, worked out by the driver rules (effective traits,
 * XP to the next level), plus sorting and filtering. Pure, so the table stays a view.
 */
import { driver as driverRules, TRAITS, type DethmetalSettings, type TraitName } from '../../../../src-shared/engine/dethmetal';
import type { CompetitorView } from '../../../../src-shared/ipc';

export interface RosterRow {
  id: number;
  name: string;
  status: CompetitorView['status'];
  statusText: string;
  usable: boolean;
  unavailable: string[];
  level: number;
  xp: number;
  xpToNext: number | null;
  traits: Record<TraitName, { effective: number; base: number; parts: driverRules.TraitContribution[] }>;
  talents: string[];
  quirks: string[];
  fatigue: number;
  wounds: number;
  wage: number;
  retiresAtSeasonEnd: boolean;
}

export const STATUS_TEXT: Record<CompetitorView['status'], string> = {
  active: 'active',
  'out-for-season': 'out for the season',
  retired: 'retired',
  'free-agent': 'free agent',
};

export function rosterRow(c: CompetitorView, settings: DethmetalSettings): RosterRow {
  const d = c.driver;
  const effective = driverRules.effectiveTraits(d, settings.driver);
  const traits = Object.fromEntries(
    TRAITS.map((t) => [t, { effective: effective[t].value, base: d.traits[t], parts: effective[t].contributions }]),
  ) as RosterRow['traits'];
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    statusText: c.retiresAtSeasonEnd && c.status === 'active' ? 'retires at season end' : STATUS_TEXT[c.status],
    usable: c.usable,
    unavailable: c.unavailable,
    level: d.level,
    xp: d.xp,
    xpToNext: driverRules.xpToNextLevel(d.xp, settings.driver),
    traits,
    talents: d.talents.map((t) => (t.count > 1 ? `${t.name} ×${t.count}` : t.name)),
    quirks: d.quirks.map((q) => (q.occurrences > 1 ? `${q.name} ×${q.occurrences}` : q.name)),
    fatigue: d.fatigue.length,
    wounds: d.match.fleshWounds,
    wage: c.wage,
    retiresAtSeasonEnd: c.retiresAtSeasonEnd,
  };
}

export type SortKey = 'name' | 'status' | 'level' | 'xpToNext' | TraitName | 'fatigue' | 'wage';

function sortValue(r: RosterRow, key: SortKey): string | number {
  if (key === 'name' || key === 'status') return key === 'name' ? r.name.toLowerCase() : r.statusText;
  if (key === 'xpToNext') return r.xpToNext ?? Number.POSITIVE_INFINITY;
  if ((TRAITS as readonly string[]).includes(key)) return r.traits[key as TraitName].effective;
  return r[key as 'level' | 'fatigue' | 'wage'];
}

export function sortRows(rows: readonly RosterRow[], key: SortKey, descending: boolean): RosterRow[] {
  const dir = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? dir * c : a.name.localeCompare(b.name);
  });
}

/** Matches the name, a talent, a quirk or the status (e.g. "ardent", "heart", "out"). */
export function filterRows(rows: readonly RosterRow[], text: string): RosterRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((r) => [r.name, r.statusText, ...r.talents, ...r.quirks].some((s) => s.toLowerCase().includes(needle)));
}
