/**
 * Battlecars' printed documents as PDF bytes, for the print service and `league print` (through the ruleset registry):
 * a player's roster page followed by a card per vehicle, or one vehicle's card. The same input and date give the same
 * bytes: the date is the only thing that varies between two prints.
 */
import { PdfSurface, SheetWriter } from '../pdf/document';
import { greySwatch } from '../pdf/grey';
import type { Paper } from '../pdf/paper';
import { type BattlecarsRosterInput, rosterModel } from './model';
import { rosterSheet } from './RosterSheet';
import { vehicleCardSheet } from './VehicleCardSheet';

export interface BattlecarsPrintOptions {
  paper: Paper;
  /** Printed in the footer and stored as the PDF's creation date. */
  printedAt: Date;
}

const SYSTEM = 'Battlecars';

async function write(title: string, input: BattlecarsRosterInput, options: BattlecarsPrintOptions, withRoster: boolean): Promise<Buffer> {
  const meta = { title, league: input.league, paper: options.paper, printedAt: options.printedAt };
  const surface = new PdfSurface(meta);
  const writer = new SheetWriter(meta, surface, SYSTEM);
  const model = rosterModel(input, greySwatch(input.colour));
  if (withRoster) {
    const { heading, blocks } = rosterSheet(model, writer.width);
    writer.sheet(heading, blocks);
  }
  for (const card of model.cards) {
    const { heading, blocks } = vehicleCardSheet(card, writer.width);
    writer.sheet(heading, blocks);
  }
  writer.finishPages();
  return surface.end();
}

/** A player's roster page, then each of the player's vehicle cards. */
export function battlecarsRosterPdf(input: BattlecarsRosterInput, options: BattlecarsPrintOptions): Promise<Buffer> {
  return write(`${input.team} · Battlecars roster`, input, options, true);
}

/** The card of each vehicle given, one a page (a vehicle printed alone: its card). */
export function battlecarsVehicleCardsPdf(input: BattlecarsRosterInput, options: BattlecarsPrintOptions): Promise<Buffer> {
  return write(`${input.vehicles.map((v) => v.design.name).join(', ')} · Battlecars vehicle card`, input, options, false);
}
