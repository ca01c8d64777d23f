/**
 * Why a draft pick cannot be made, in words naming the pick's franchise and the driver (Part VI › Retirements,
 * Contracts, and the Draft; gaps.md #79). The engine's runDraft finds a stored pick that is not among the pick's
 * options, but knows teams and drivers only by id; a pick that held when typed can stop holding when an earlier
 * result is corrected (issue 27: the draft order follows the standings), and the organizer must see whom it names.
 */
import type { campaign } from '../../../src-shared/engine/dethmetal';

export interface DraftRefusalContext {
  slot: campaign.DraftSlot;
  /** Whom the pick may take (the engine's options for it). */
  options: readonly string[];
  /** The stored pick: a competitor id. */
  choice: string;
  competitors: readonly campaign.DraftCompetitor[];
  /** The picks made before this one. */
  made: campaign.DraftResult['made'];
  expansion: ReadonlySet<string>;
  ownFormerAllowed: boolean;
  /** A franchise's name by its id (key). */
  team: (id: string) => string;
  /** A competitor's words (name, level, franchise) by id; whoever is not in the draft by name alone. */
  who: (id: string) => string;
}

export function badPickWords(c: DraftRefusalContext): string {
  const d = c.competitors.find((x) => x.id === c.choice);
  const taken = c.made.find((m) => m.competitor === c.choice);
  const why = !d
    ? 'the driver is on no franchise’s roster at this season’s end (retired, dead or a free agent)'
    : d.forcedRetirement
      ? 'the driver is forced to retire'
      : d.contracted
        ? `the driver is protected by a franchise contract of ${c.team(d.team)}`
        : c.expansion.has(d.team)
          ? `the driver plays for ${c.team(d.team)}, an expansion team, which keeps its roster`
          : taken
            ? `${c.team(taken.slot.team)} took the driver with pick ${taken.slot.pick}`
            : d.team === c.slot.team && !c.ownFormerAllowed
              ? 'a franchise does not draft back its own former competitors (house rule “Teams may draft back their own competitors” is off)'
              : 'the driver is not in the draft pool';
  const may = c.options.length ? `it may take ${c.options.map(c.who).join(', ')}, or pass` : 'it may only pass';
  return `Draft pick ${c.slot.pick} (round ${c.slot.round}) belongs to ${c.team(c.slot.team)}, who cannot take ${c.who(c.choice)}: ${why}; ${may}.`;
}
