/** Standings as a versioned JSON document (docs/export-format.md): Dethmetal's, or the league core's. */
import {
  type AnyStandingsTable,
  CORE_STANDINGS_FORMAT,
  coreStandingsDocumentSchema,
  coreStandingsVersion,
  isCoreStandings,
  STANDINGS_FORMAT,
  STANDINGS_VERSION,
  standingsDocumentSchema,
  type CoreStandingsDocument,
  type StandingsDocument,
} from '../../../src-shared/exports/standings';

export function standingsDocument(table: AnyStandingsTable): StandingsDocument | CoreStandingsDocument {
  // Parsing checks the table against the published schema: an export never writes what a reader would refuse.
  return isCoreStandings(table)
    ? coreStandingsDocumentSchema.parse({ format: CORE_STANDINGS_FORMAT, version: coreStandingsVersion(table), ...table })
    : standingsDocumentSchema.parse({ format: STANDINGS_FORMAT, version: STANDINGS_VERSION, ...table });
}

export function standingsJson(table: AnyStandingsTable): string {
  return `${JSON.stringify(standingsDocument(table), null, 2)}\n`;
}
