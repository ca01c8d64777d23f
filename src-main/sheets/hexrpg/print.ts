/**
 * The hex RPG's printed documents as PDF bytes, for the print service and `league print` (through the ruleset
 * registry): a gang's roster page followed by its vehicle and character sheets, one vehicle's sheet, or one
 * character's. The same input and date give the same bytes.
 */
import { PdfSurface, SheetWriter } from '../pdf/document';
import { greySwatch } from '../pdf/grey';
import type { Paper } from '../pdf/paper';
import { type GangRosterInput, gangRoster } from './model';
import { characterLayout, gangLayout, vehicleLayout } from './sheets';

export interface HexrpgPrintOptions {
  paper: Paper;
  /** Printed in the footer and stored as the PDF's creation date. */
  printedAt: Date;
}

const SYSTEM = 'Hex RPG';

/** The gang's roster page (when asked), then a sheet per vehicle and per character given. */
export async function hexrpgPdf(title: string, input: GangRosterInput, options: HexrpgPrintOptions, withRoster: boolean): Promise<Buffer> {
  const meta = { title, league: input.league, paper: options.paper, printedAt: options.printedAt };
  const surface = new PdfSurface(meta);
  const writer = new SheetWriter(meta, surface, SYSTEM);
  const model = gangRoster(input, greySwatch(input.colour));
  const sheets = [
    ...(withRoster ? [gangLayout(model, writer.width)] : []),
    ...model.vehicleSheets.map((s) => vehicleLayout(s, writer.width)),
    ...model.characterSheets.map((s) => characterLayout(s, writer.width)),
  ];
  for (const { heading, blocks } of sheets) writer.sheet(heading, blocks);
  writer.finishPages();
  return surface.end();
}
