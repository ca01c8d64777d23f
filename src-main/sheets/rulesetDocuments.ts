/**
 * The sheets' ruleset registry, the one core sheets file that imports a ruleset's sheets (`sheets/<id>/index.ts`):
 * by ruleset id and print kind the document each ruleset answers a print request with, and the sheets a run of
 * sheets lays out (documents.ts: Dethmetal's car, driver and match cover). Each ruleset's print kinds are checked
 * against its declaration (src-shared/engine/<id>/declaration.ts) when this module loads.
 */
import { checkAgainstDeclaration, isRegisteredRuleset, registeredDeclarations } from '../../src-shared/engine/registry';
import { Registry } from '../../src-shared/engine/register';
import type { LeagueConnection } from '../db/connection';
import { ServiceError } from '../services/errors';
import { type DethmetalSheet, dethmetalDocument, layOutDethmetalSheet } from './dethmetal';
import { dirtyWheelsDocument } from './dirtywheels';
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

const ENTRIES: { ruleset: string; sheets: RulesetSheets }[] = [
  { ruleset: 'dethmetal', sheets: { car: dethmetalDocument, driver: dethmetalDocument, franchise: dethmetalDocument, match: dethmetalDocument } },
  { ruleset: 'dirtywheels', sheets: { franchise: dirtyWheelsDocument, car: dirtyWheelsDocument } },
];

export const RULESET_DOCUMENTS: Record<string, RulesetSheets> = { ...registerRulesetSheets(ENTRIES) };

/**
 * The sheets of a ruleset registered after load (issue 21: a process's extra ruleset, src-main/rulesets.ts), checked
 * with the build's as one list: a document for exactly the print kinds its declaration lists, the ruleset not
 * registered twice. Returns the way to take them off again.
 */
export function addRulesetSheets(entry: { ruleset: string; sheets: RulesetSheets }): () => void {
  const all = registerRulesetSheets([...ENTRIES, entry]);
  ENTRIES.push(entry);
  RULESET_DOCUMENTS[entry.ruleset] = all[entry.ruleset]!;
  return () => {
    ENTRIES.splice(ENTRIES.indexOf(entry), 1);
    delete RULESET_DOCUMENTS[entry.ruleset];
  };
}

/** One sheet of a run (documents.ts). */
export type SheetInput = DethmetalSheet;

/** A sheet's heading and blocks, laid out for `width` points. */
export const layOutSheet = (s: SheetInput, width: number): { heading: string; blocks: Block[] } => layOutDethmetalSheet(s, width);
