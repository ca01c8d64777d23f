/**
 * The race-combat variant's printed documents as PDF bytes, for the print service and `league print` (through the
 * ruleset registry): a team's roster page followed by the sheet of each of its cars, or one car's sheet. The same
 * input and date give the same bytes.
 */
import { PdfSurface, SheetWriter } from '../pdf/document';
import { greySwatch } from '../pdf/grey';
import type { Paper } from '../pdf/paper';
import { carSheetLayout } from './CarSheet';
import { type RacecombatRosterInput, rosterSheetModel } from './model';
import { rosterLayout } from './RosterSheet';

export interface RacecombatPrintOptions {
  paper: Paper;
  /** Printed in the footer and stored as the PDF's creation date. */
  printedAt: Date;
}

const SYSTEM = 'Race-combat';

async function write(title: string, input: RacecombatRosterInput, options: RacecombatPrintOptions, withRoster: boolean): Promise<Buffer> {
  const meta = { title, league: input.league, paper: options.paper, printedAt: options.printedAt };
  const surface = new PdfSurface(meta);
  const writer = new SheetWriter(meta, surface, SYSTEM);
  const model = rosterSheetModel(input, greySwatch(input.colour));
  if (withRoster) {
    const { heading, blocks } = rosterLayout(model, writer.width);
    writer.sheet(heading, blocks);
  }
  for (const card of model.cards) {
    const { heading, blocks } = carSheetLayout(card, writer.width);
    writer.sheet(heading, blocks);
  }
  writer.finishPages();
  return surface.end();
}

/** A team's roster page, then each of its car sheets. */
export function racecombatRosterPdf(input: RacecombatRosterInput, options: RacecombatPrintOptions): Promise<Buffer> {
  return write(`${input.team} · race-combat team roster`, input, options, true);
}

/** The sheet of each car given, one a page. */
export function racecombatCarSheetsPdf(input: RacecombatRosterInput, options: RacecombatPrintOptions): Promise<Buffer> {
  return write(`${input.cars.map((c) => c.design.name).join(', ')} · race-combat car sheet`, input, options, false);
}
