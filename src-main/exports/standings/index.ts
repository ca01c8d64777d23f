/** Writing a standings export in any of its four formats. */
import { writeFileSync } from 'node:fs';
import type { AnyStandingsTable, StandingsFormat } from '../../../src-shared/exports/standings';
import type { Paper } from '../../sheets/pdf/paper';
import { standingsCsv, type StandingsCsvTable } from './csv';
import { standingsJson } from './json';
import { standingsMarkdown } from './markdown';
import { standingsPdf } from './pdf';

export interface StandingsExportOptions {
  format: StandingsFormat;
  /** CSV holds one table per file. */
  table: StandingsCsvTable;
  paper: Paper;
  printedAt: Date;
}

export async function standingsBytes(t: AnyStandingsTable, o: StandingsExportOptions): Promise<Buffer> {
  switch (o.format) {
    case 'csv':
      return Buffer.from(standingsCsv(t, o.table), 'utf8');
    case 'json':
      return Buffer.from(standingsJson(t), 'utf8');
    case 'md':
      return Buffer.from(standingsMarkdown(t), 'utf8');
    case 'pdf':
      return standingsPdf(t, { paper: o.paper, printedAt: o.printedAt });
  }
}

export async function writeStandings(t: AnyStandingsTable, o: StandingsExportOptions, file: string): Promise<number> {
  const bytes = await standingsBytes(t, o);
  writeFileSync(file, bytes);
  return bytes.length;
}
