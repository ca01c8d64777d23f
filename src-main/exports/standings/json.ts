/** Standings as the versioned JSON document of src-shared/exports/standings.ts (docs/export-format.md). */
import {
  STANDINGS_FORMAT,
  STANDINGS_VERSION,
  standingsDocumentSchema,
  type StandingsDocument,
  type StandingsTable,
} from '../../../src-shared/exports/standings';

export function standingsDocument(table: StandingsTable): StandingsDocument {
  // Parsing checks the table against the published schema: an export never writes what a reader would refuse.
  return standingsDocumentSchema.parse({ format: STANDINGS_FORMAT, version: STANDINGS_VERSION, ...table });
}

export function standingsJson(table: StandingsTable): string {
  return `${JSON.stringify(standingsDocument(table), null, 2)}\n`;
}
