/**
 * Issue 19 #2: an export of a Dirty Wheels league edited by hand (its checksum recomputed, as anyone can) is judged by
 * the rules the services keep, not only by its shapes: every ruleset's own validate of each car and driver under the
 * league's settings (the core), and Dirty Wheels' own pairing and table events (its importChecks hook). Each edit is
 * refused naming the row and the rule, and leaves no league file behind; the unedited export of a played league
 * imports whole.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { exportLeagueFile, importLeagueFile, type LeagueExportDocument } from '../../src-main/exports/leagueJson';
import { STAT_TABLE } from '../../src-shared/engine/dirtywheels';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from '../services/dwTableLeague';

const tempDir = useTempDir();

function resign(doc: LeagueExportDocument): LeagueExportDocument {
  const checksum = createHash('sha256')
    .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, doc.tables]))
    .digest('hex');
  return { ...doc, checksum };
}

type Row = Record<string, unknown>;

/** The doc with the rows of `table` changed by `change` (a row as column → value), its checksum recomputed. */
function edited(doc: LeagueExportDocument, table: string, change: (row: Row) => Row): LeagueExportDocument {
  const t = doc.tables[table]!;
  const rows = t.rows.map((r) => {
    const row = Object.fromEntries(t.columns.map((c, i) => [c, r[i]]));
    const next = change(row);
    return t.columns.map((c) => next[c]) as typeof r;
  });
  return resign({ ...doc, tables: { ...doc.tables, [table]: { ...t, rows } } });
}

const json = (cell: unknown) => JSON.parse(String(cell)) as Record<string, unknown>;

/** A played Dirty Wheels league (initiative rolled on match 1's table), exported, with its rows by name. */
async function playedExport() {
  const dir = tempDir();
  const t = await dwMatchLeague(dir);
  await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
  const cars = t.rows(
    `SELECT v.id, v.name, v.franchise_id AS franchiseId, c.id AS driverId FROM vehicles v JOIN crew s ON s.vehicle_id = v.id JOIN competitors c ON c.id = s.person_id`,
  ) as {
    id: number;
    name: string;
    franchiseId: number;
    driverId: number;
  }[];
  const { path: file } = exportLeagueFile(t.session.league, path.join(dir, 'export.json'));
  t.session.close();
  const doc = JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;
  const car = (name: string) => cars.find((c) => c.name === name)!;
  return { dir, doc, car, file };
}

function importRefused(dir: string, doc: LeagueExportDocument): string {
  const from = path.join(dir, 'edited.json');
  writeFileSync(from, JSON.stringify(doc));
  const target = path.join(dir, 'imported.league');
  let message = '';
  try {
    importLeagueFile(from, target);
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message, 'the import was refused').not.toBe('');
  expect(existsSync(target)).toBe(false);
  expect(readdirSync(dir).filter((f) => f.startsWith('imported'))).toEqual([]);
  return message;
}

describe('the import holds a Dirty Wheels league to its rules (issue 19 #2)', () => {
  it('the unedited export of a played league imports whole and breaks no rule', async () => {
    const { dir, file } = await playedExport();
    const target = path.join(dir, 'imported.league');
    importLeagueFile(file, target);
    const imported = openLeagueFile(target);
    expect(leagueViolations(imported.sqlite)).toEqual([]);
    expect(canonicalDump(imported.sqlite)).toContain('dw.initiative');
    imported.close();
  });

  it('Car types: a Racer with a heavy weapon in its turret is refused by the ruleset’s own validate', async () => {
    const { dir, doc, car } = await playedExport();
    const zip = car('Zip');
    const message = importRefused(
      dir,
      edited(doc, 'vehicles', (r) =>
        r.id === zip.id ? { ...r, design: JSON.stringify({ ...json(r.design), weapons: [{ weapon: 'Chain gun', mount: 'turret' }] }) } : r,
      ),
    );
    expect(message).toContain(`table “vehicles”, row with id ${zip.id}, field “design” breaks Car types`);
    expect(message).toContain('its turret cannot carry the heavy Chain gun');
  });

  it('Point buy: a driver bought at 12 points in an 8-point league is refused', async () => {
    const { dir, doc, car } = await playedExport();
    const top = STAT_TABLE[2]!;
    const bo = car('Zip').driverId;
    const buying = edited(doc, 'league', (r) => ({ ...r, settings: JSON.stringify({ ...json(r.settings), driverStats: 'buy' }) }));
    const message = importRefused(
      dir,
      edited(buying, 'competitors', (r) =>
        r.id === bo
          ? { ...r, record: JSON.stringify({ ...json(r.record), initiative: top.initiative, bravery: top.bravery, aim: top.aim, skill: top.skill }) }
          : r,
      ),
    );
    expect(message).toContain(`table “competitors”, row with id ${bo}, field “record” breaks`);
    expect(message).toContain('these stats cost 12 points, 4 over the 8');
  });

  it('Team building: a car moved to another team without its driver is refused, naming the driver', async () => {
    const { dir, doc, car } = await playedExport();
    const zip = car('Zip');
    const other = car('Hauler').franchiseId;
    const message = importRefused(
      dir,
      edited(doc, 'vehicles', (r) => (r.id === zip.id ? { ...r, franchise_id: other } : r)),
    );
    expect(message).toContain(
      `table “competitors”, row with id ${zip.driverId}, field “franchise_id” is team ${zip.franchiseId}, but his car ${zip.id} is team ${other}'s (Team building: every car has one driver, on its team)`,
    );
  });

  it('Team building: a second driver claiming a car is refused, and the car he left has no driver', async () => {
    const { dir, doc, car } = await playedExport();
    const [hauler, spike] = [car('Hauler'), car('Spike')];
    const message = importRefused(
      dir,
      edited(doc, 'crew', (r) => (r.person_id === spike.driverId ? { ...r, vehicle_id: hauler.id } : r)),
    );
    // His seat is the core's crew row (issue 21; its id is the driver's in a league made before the move).
    const seat = doc.tables.crew!.rows.find((r) => r[doc.tables.crew!.columns.indexOf('person_id')] === spike.driverId)![
      doc.tables.crew!.columns.indexOf('id')
    ];
    expect(message).toContain(
      `table “crew”, row with id ${seat}, field “vehicle_id” claims car ${hauler.id}, which competitor ${hauler.driverId} drives already`,
    );
    expect(message).toContain(`table “vehicles”, row with id ${spike.id}, field “id” has no driver`);
  });

  it('a table event that is not JSON, or out of order, is refused: the match’s table would not replay', async () => {
    const { dir, doc } = await playedExport();
    const events = doc.tables.assistant_events!;
    const idAt = events.columns.indexOf('id');
    const [startId, actId] = events.rows.map((r) => r[idAt] as number);
    expect(
      importRefused(
        dir,
        edited(doc, 'assistant_events', (r) => (r.id === actId ? { ...r, payload: '{"t":"act", oops' } : r)),
      ),
    ).toContain(`table “assistant_events”, row with id ${actId}, field “payload” its payload is not JSON (the Dirty Wheels table cannot replay it)`);
    expect(
      importRefused(
        dir,
        edited(doc, 'assistant_events', (r) => (r.id === startId ? { ...r, seq: 9 } : r)),
      ),
    ).toContain(`row with id ${actId}, field “payload” is the first event of match`);
  });
});
