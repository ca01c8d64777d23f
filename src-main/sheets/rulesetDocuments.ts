/**
 * The sheets' ruleset registry: by ruleset id and print kind the document each ruleset answers a print request with,
 * read off the main process's build list (src-main/rulesets/build.ts, on first use) and any ruleset added after, each
 * ruleset's print kinds checked against its declaration (src-shared/engine/<id>/declaration.ts). Still Dethmetal's
 * here (known): the sheets a run of sheets lays out (documents.ts: Dethmetal's car, driver and match cover).
 */
import { checkAgainstDeclaration, isRegisteredRuleset, registeredDeclarations } from '../../src-shared/engine/registry';
import { Registry } from '../../src-shared/engine/register';
import type { LeagueConnection } from '../db/connection';
import { mainBuildRulesets } from '../rulesets/build';
import { ServiceError } from '../services/errors';
import { type DethmetalSheet, layOutDethmetalSheet } from './dethmetal';
import type { Progress } from './documents';
import type { Block } from './pdf/kit';
import type { Paper } from './pdf/paper';

/**
 * What to print: a print kind the league's ruleset declares and the ids it names (the contract's open `sheetRequest`,
 * issue 21). The kind is checked against the declaration before any document sees it (service.ts documentFor); the
 * document reads its ids with `printTarget`.
 */
export interface RulesetDocumentRequest {
  kind: string;
  readonly [id: string]: string | number;
}

/** The id a print kind needs (`vehicleId` for a car), or a refusal naming it: "Say which car to print (vehicleId)." */
export function printTarget(request: RulesetDocumentRequest, key: string, what: string): number {
  const value = request[key];
  if (typeof value === 'number' && key !== 'kind') return value;
  throw ServiceError.validation(`Say which ${what} to print (${key}).`, [{ path: [key], message: `Which ${what}` }]);
}

export interface RulesetDocument {
  title: string;
  /** Sheets (cards) it is made of, for the progress of a print; 0 when there is nothing to print. The summary counts the pages of the PDF (service.ts). */
  count: number;
  render(meta: { league: string; paper: Paper; printedAt: Date }): Promise<Buffer>;
}

export type DocumentMaker = (conn: LeagueConnection, request: RulesetDocumentRequest, progress?: Progress) => RulesetDocument;

/** A ruleset's sheets: by print kind (its declaration's `print.kinds`), the document that answers it. */
export type RulesetSheets = Readonly<Record<string, DocumentMaker>>;

/**
 * The rulesets' sheets, checked: each ruleset registered once, with a document for exactly the print kinds its
 * declaration lists; a registered ruleset that declares print kinds and has no sheets here fails too. The error names
 * the ruleset and the kinds.
 */
export function registerRulesetSheets(entries: readonly { ruleset: string; sheets: RulesetSheets }[]): Readonly<Record<string, RulesetSheets>> {
  const registry = new Registry<RulesetSheets>('ruleset’s sheets');
  for (const e of entries) {
    if (!isRegisteredRuleset(e.ruleset)) throw new Error(`The sheets register documents for the ruleset “${e.ruleset}”, which is not registered.`);
    registry.add(e.ruleset, e.ruleset, e.sheets);
  }
  for (const d of registeredDeclarations()) {
    const has = Object.keys(registry.get(d.id) ?? {});
    checkAgainstDeclaration(
      d.id,
      'The sheets registry (src-main/sheets/rulesetDocuments.ts)',
      'print kinds',
      d.print.kinds.map((k) => k.kind),
      has,
    );
  }
  return registry.toRecord();
}

/** The rulesets' sheets: the build's, then any added after load; and the documents by ruleset, checked. */
let ENTRIES: { ruleset: string; sheets: RulesetSheets }[] | undefined;
let DOCUMENTS: Record<string, RulesetSheets> | undefined;

/** Read on first use, not when this module loads: a ruleset's sheets import core services that import this file. */
function entries(): { ruleset: string; sheets: RulesetSheets }[] {
  ENTRIES ??= mainBuildRulesets().map((e) => ({ ruleset: e.ruleset.id, sheets: e.sheets ?? {} }));
  return ENTRIES;
}

/** Each registered ruleset's documents by print kind (sheets/service.ts answers a print request from here). */
export function rulesetDocuments(): Readonly<Record<string, RulesetSheets>> {
  DOCUMENTS ??= { ...registerRulesetSheets(entries()) };
  return DOCUMENTS;
}

/**
 * The sheets of a ruleset registered after load (issue 21: a process's extra ruleset, src-main/rulesets/), checked
 * with the build's as one list: a document for exactly the print kinds its declaration lists, the ruleset not
 * registered twice. Returns the way to take them off again.
 */
export function addRulesetSheets(entry: { ruleset: string; sheets: RulesetSheets }): () => void {
  const list = entries();
  const all = registerRulesetSheets([...list, entry]);
  list.push(entry);
  DOCUMENTS = { ...all };
  return () => {
    list.splice(list.indexOf(entry), 1);
    DOCUMENTS = undefined;
  };
}

/** One sheet of a run (documents.ts). */
export type SheetInput = DethmetalSheet;

/** A sheet's heading and blocks, laid out for `width` points. */
export const layOutSheet = (s: SheetInput, width: number): { heading: string; blocks: Block[] } => layOutDethmetalSheet(s, width);
