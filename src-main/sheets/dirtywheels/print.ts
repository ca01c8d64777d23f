/**
 * The Dirty Wheels team sheet as PDF bytes, for the print service and `league print` (through the ruleset registry).
 * The same team, options and date give the same bytes: the date is the only thing that varies between two prints.
 */
import { PdfSurface } from '../pdf/document';
import { SheetWriter } from '../pdf/document';
import type { Paper } from '../pdf/paper';
import { carCardSheet } from './CarCardSheet';
import { greySwatch } from '../pdf/grey';
import { carCard, teamSheetModel, type DirtyWheelsTeamInput } from './model';
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

/** One car card a page for each car given (a car printed alone: its card, not a team sheet of one). */
export async function dirtyWheelsCarCardsPdf(team: DirtyWheelsTeamInput['team'], options: DirtyWheelsPrintOptions): Promise<Buffer> {
  const { paper, printedAt, league, season, colour, settings } = options;
  const names = team.cars.map((c) => c.design.name).join(', ');
  const meta = { title: `${names} · Dirty Wheels car card`, league, paper, printedAt };
  const surface = new PdfSurface(meta);
  const writer = new SheetWriter(meta, surface, 'Dirty Wheels');
  for (const car of team.cars) {
    const { heading, blocks } = carCardSheet({ league, season, team: team.name, swatch: greySwatch(colour), card: carCard(car, settings) }, writer.width);
    writer.sheet(heading, blocks);
  }
  writer.finishPages();
  return surface.end();
}
