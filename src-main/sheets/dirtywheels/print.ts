/**
 * The Dirty Wheels team sheet as PDF bytes, for the print service and `league print` (through the ruleset registry).
 * The same team, options and date give the same bytes: the date is the only thing that varies between two prints.
 */
import { PdfSurface } from '../pdf/document';
import { SheetWriter } from '../pdf/document';
import type { Paper } from '../pdf/paper';
import { teamSheetModel, type DirtyWheelsTeamInput } from './model';
import { teamSheet } from './TeamSheet';

export interface DirtyWheelsPrintOptions extends Omit<DirtyWheelsTeamInput, 'team'> {
  paper: Paper;
  /** Printed in the footer and stored as the PDF's creation date. */
  printedAt: Date;
}

export async function dirtyWheelsTeamPdf(team: DirtyWheelsTeamInput['team'], options: DirtyWheelsPrintOptions): Promise<Buffer> {
  const { paper, printedAt, ...input } = options;
  const meta = { title: `${team.name} · Dirty Wheels team sheet`, league: options.league, paper, printedAt };
  const surface = new PdfSurface(meta);
  const writer = new SheetWriter(meta, surface, 'Dirty Wheels');
  const { heading, blocks } = teamSheet(teamSheetModel({ ...input, team }), writer.width);
  writer.sheet(heading, blocks);
  writer.finishPages();
  return surface.end();
}
