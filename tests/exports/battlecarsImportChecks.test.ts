/**
 * The import holds a Battlecars league to its rules (ruleset-done.md "Building": the import runs the ruleset's rules,
 * not only the shapes): an export of a played league edited by hand (its checksum recomputed, as anyone can) is
 * refused naming the row and the rule, and leaves no league file behind. The loading rules (Arming your vehicle) judge
 * each vehicle against the league's card types as the edited file holds them; its own checks (importChecks.ts) keep
 * one vehicle per player with its driver (gaps.md #23).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { exportLeagueFile, importLeagueFile, type LeagueExportDocument } from '../../src-main/exports/leagueJson';
import { DEFAULT_BIKE, DEFAULT_CAR } from '../../src-shared/engine/battlecars';
import { battlecarsLeague } from '../rulesets/battlecars/league';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
type Row = Record<string, unknown>;

function resign(doc: LeagueExportDocument): LeagueExportDocument {
  const checksum = createHash('sha256')
    .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, doc.tables]))
    .digest('hex');
  return { ...doc, checksum };
}

function edited(doc: LeagueExportDocument, table: string, change: (row: Row) => Row): LeagueExportDocument {
  const t = doc.tables[table]!;
  const rows = t.rows.map((r) => {
    const next = change(Object.fromEntries(t.columns.map((c, i) => [c, r[i]])));
    return t.columns.map((c) => next[c]) as typeof r;
  });
  return resign({ ...doc, tables: { ...doc.tables, [table]: { ...t, rows } } });
}

const json = (cell: unknown) => JSON.parse(String(cell)) as Record<string, unknown>;

/** Four players, a duel recorded, exported; each vehicle's id and driver by name. */
async function playedExport() {
  const dir = tempDir();
  const t = await battlecarsLeague(dir);
  const m = await t.ok('schedule.add', { track: 'Grid', franchiseIds: t.teams.slice(0, 2) });
  await t.ok('match.recordOutcome', {
    matchId: m.id,
    teams: [
      { franchiseId: t.teams[0], placing: 1, stats: { kills: 1, wrecks: 1 } },
      { franchiseId: t.teams[1], placing: 2 },
    ],
  });
  const rows = t.rows(`SELECT v.id, v.name, v.franchise_id AS franchiseId, s.person_id AS driverId FROM vehicles v JOIN crew s ON s.vehicle_id = v.id`) as {
    id: number;
    name: string;
    franchiseId: number;
    driverId: number;
  }[];
  const { path: file } = exportLeagueFile(t.session.league, path.join(dir, 'export.json'));
  t.session.close();
  const doc = JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;
  return { dir, doc, file, vehicle: (name: string) => rows.find((r) => r.name === name)! };
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

describe('the import holds a Battlecars league to its rules', () => {
  it('the unedited export of a played league imports whole and breaks no rule', async () => {
    const { dir, file } = await playedExport();
    const target = path.join(dir, 'imported.league');
    importLeagueFile(file, target);
    const imported = openLeagueFile(target);
    expect(leagueViolations(imported.sqlite)).toEqual([]);
    imported.close();
  });

  it('Arming your vehicle: a rocket loaded into a side pod by hand is refused by the loading rules', async () => {
    const { dir, doc, vehicle } = await playedExport();
    const brute = vehicle('Brute');
    const message = importRefused(
      dir,
      edited(doc, 'vehicles', (r) => (r.id === brute.id ? { ...r, design: JSON.stringify({ ...json(r.design), loads: { podLeft: ['Rocket'] } }) } : r)),
    );
    expect(message).toContain(`table “vehicles”, row with id ${brute.id}, field “design”`);
    expect(message).toContain('Rockets and shells can only be in pods that fire out of the front or rear. The Left pod fires out of the left.');
  });

  it('Vehicle cards (gaps.md #4): card types edited so a loaded pod is gone, or a card type broken, are refused', async () => {
    const { dir, doc } = await playedExport();
    const frontPodTurned = {
      ...structuredClone(DEFAULT_CAR),
      components: DEFAULT_CAR.components.map((c) => (c.id === 'podFront' ? { ...c, facing: 'left' } : c)),
    };
    const moved = importRefused(
      dir,
      edited(doc, 'league', (r) => ({ ...r, settings: JSON.stringify({ ...json(r.settings), cardTypes: [frontPodTurned, DEFAULT_BIKE] }) })),
    );
    expect(moved).toContain('Rockets and shells can only be in pods that fire out of the front or rear. The Front pod fires out of the left.');
    const broken = importRefused(
      dir,
      edited(doc, 'league', (r) => ({
        ...r,
        settings: JSON.stringify({ ...json(r.settings), cardTypes: [{ ...DEFAULT_CAR, armour: { ...DEFAULT_CAR.armour, front: 40 } }] }),
      })),
    );
    expect(broken).toContain('field “settings”');
    expect(broken).toContain('An armour block has at most 16 boxes');
  });

  it('Setting up (gaps.md #23): a second vehicle for a player, and a vehicle without its driver, are refused', async () => {
    const { dir, doc, vehicle } = await playedExport();
    const [brute, hornet] = [vehicle('Brute'), vehicle('Hornet')];
    const message = importRefused(
      dir,
      edited(doc, 'vehicles', (r) => (r.id === hornet.id ? { ...r, franchise_id: brute.franchiseId } : r)),
    );
    expect(message).toContain(`table “vehicles”, row with id ${hornet.id}, field “franchise_id” is a second vehicle of team ${brute.franchiseId}`);
    expect(message).toContain('a player fields one vehicle (Setting up (gaps.md #23))');
    const unseated = importRefused(
      dir,
      edited(doc, 'crew', (r) => (r.person_id === hornet.driverId ? { ...r, vehicle_id: brute.id } : r)),
    );
    expect(unseated).toContain(`claims vehicle ${brute.id}, which competitor ${brute.driverId} drives already`);
    expect(unseated).toContain(`table “vehicles”, row with id ${hornet.id}, field “id” has no driver`);
  });
});
