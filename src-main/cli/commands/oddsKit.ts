/**
 * What a ruleset's folder gives `league odds` (issue 23), through the CLI's registry (commands/rulesets.ts): the words
 * of its calculators for `league odds --help`. The odds themselves are the services' (`table.odds`,
 * services/league/odds.ts), which the command calls as the app does.
 */
import type { LeagueConnection } from '../../db/connection';

export interface OddsCli {
  /** One line per calculator: what its input is (for `league odds --help`). */
  help: readonly string[];
  example: string;
  /** One design against another (`league odds duel`); none: the ruleset has no duel. */
  duel?: DuelCli;
}

/** One side of `league odds duel` as typed: a design (a car of the league by id, or `stock:NAME`) and its facing. */
export interface DuelSideArg {
  design: string;
  /** null: the ruleset's default facing. */
  facing: string | null;
  flag: 'a' | 'b';
}

/**
 * A flag of one ruleset's duel beyond the core's (race combat's gears and who fires first): the command checks its
 * value against `values` (refusing any other, naming the flag) and hands the ruleset the value or its default.
 */
export interface DuelCliOption {
  flag: string;
  /** What it sets, for `league odds duel --help`. */
  help: string;
  values: readonly string[];
  default: string;
}

/** What a ruleset gives `league odds duel` (issue 23): one design against another, turn by turn. */
export interface DuelCli {
  /**
   * The curves; a design, facing or range the rules refuse is a CliError naming its flag, nothing written. `options`:
   * each of the ruleset's own flags (below), checked, by flag name.
   */
  duel(conn: LeagueConnection, a: DuelSideArg, b: DuelSideArg, range: number, turns: number, options: Readonly<Record<string, string>>): DuelCliReport;
  /** The ruleset's own flags, if it has any. */
  options?: readonly DuelCliOption[];
  /** The word and unit of the range (`hexes`, `inches`), and the facings it takes. */
  range: { word: string; unit: string; min: number; max: number; whole: boolean };
  facings: readonly string[];
  defaultFacing: string;
  /** The stock designs (`stock:NAME`). */
  stock: readonly string[];
  example: string;
}

/** One side of the duel as the CLI prints it; `shows`: what it shows the other in the ruleset's words (default "showing its FACING"). */
export interface DuelCliSide {
  name: string;
  facing: string;
  shows?: string;
  /** Each weapon of the side (any further fields of the ruleset's report are left out of what is printed). */
  weapons: readonly { name: string; fires: boolean; why: string | null }[];
}

/** The curves as the CLI prints them: the two sides named, the engine's report beside them. */
export interface DuelCliReport {
  a: DuelCliSide;
  b: DuelCliSide;
  range: number;
  method: string;
  how: string;
  turns: { turn: number; aWins: number; bWins: number; both: number; neither: number }[];
  standardErrors: { turn: number; aWins: number; bWins: number }[] | null;
  notModelled: { what: string; rule: string }[];
}

/** A ruleset's duel (the core's curves and what it leaves out) with its two sides as the CLI names them. */
export function duelCliReport(a: DuelCliSide, b: DuelCliSide, range: number, r: Omit<DuelCliReport, 'a' | 'b' | 'range'>): DuelCliReport {
  return { a: printed(a), b: printed(b), range, method: r.method, how: r.how, turns: r.turns, standardErrors: r.standardErrors, notModelled: r.notModelled };
}

/** A side with only the weapon fields the CLI prints (a ruleset's duel report gives its weapons with more). */
function printed(s: DuelCliSide): DuelCliSide {
  return { ...s, weapons: s.weapons.map(({ name, fires, why }) => ({ name, fires, why })) };
}
