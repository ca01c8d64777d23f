import { randomInt } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEFAULT_RULESET_ID, isRegisteredRuleset, knownRulesets, rulesetById } from '../../src-shared/engine/registry';
import type { LeagueInfo } from '../../src-shared/ipc';
import { buildLeagueFile } from '../db/create';
import { openLeagueFile, type LeagueConnection, type OpenOptions } from '../db/connection';
import { storedRulesetOf } from '../db/inspect';
import { newLeagueUid } from '../db/leagueUid';
import { league } from '../db/schema';
import { ServiceError } from './errors';
import { runOperation } from './operation';

export function getLeague(conn: LeagueConnection): LeagueInfo {
  const row = conn.db.select().from(league).where(eq(league.id, 1)).get();
  if (!row) throw ServiceError.notFound('league', `${conn.path} has no league record; it may be damaged.`);
  const ruleset = rulesetById(row.ruleset);
  return {
    id: row.uid,
    path: conn.path,
    name: row.name,
    ruleset: ruleset.id,
    rulesetName: ruleset.name,
    capabilities: ruleset.capabilities,
    screens: ruleset.screens,
    diceMode: row.diceMode,
    seed: row.rngSeed,
    createdAt: row.createdAt,
  };
}

function unknownRuleset(message: string, field: 'ruleset' | 'path'): ServiceError {
  return ServiceError.validation(message, [{ path: [field], message }]);
}

/** A league is made for a registered ruleset only: an unknown id is refused before any file is written. */
export function checkRulesetId(id: string): void {
  if (!isRegisteredRuleset(id)) throw unknownRuleset(`There is no ruleset “${id}”; Pitwall knows ${knownRulesets()}.`, 'ruleset');
}

/**
 * The ruleset id a league file stores, read without writing a byte (nothing is created beside the file either);
 * null when the file cannot be read as a league, so that opening it reports why exactly as before.
 */
export function storedRuleset(file: string, nativeBinding?: string): string | null {
  return storedRulesetOf(path.resolve(file), nativeBinding);
}

/**
 * Refuses a league whose ruleset this build does not have, before the file is opened for writing (no upgrade, no
 * backup, no journal beside it): its rules cannot be read, so nothing may touch it.
 */
export function checkStoredRuleset(file: string, nativeBinding?: string): void {
  const id = storedRuleset(file, nativeBinding);
  if (id === null || isRegisteredRuleset(id)) return;
  throw unknownRuleset(
    `${file} is a league for the ruleset “${id}”, which this version of Pitwall does not have (it knows ${knownRulesets()}). The file was not opened or changed.`,
    'path',
  );
}

/** Creates a new league file and opens it; built under a temporary name, so a crash leaves no half league at `file`. */
export function createLeagueFile(file: string, name: string, options: OpenOptions & { seed?: number; ruleset?: string } = {}): LeagueConnection {
  const { seed, ruleset = DEFAULT_RULESET_ID, ...open } = options;
  checkRulesetId(ruleset);
  buildLeagueFile(file, open, (conn) => {
    conn.db
      .insert(league)
      .values({ id: 1, uid: newLeagueUid(), name, ruleset, rngSeed: seed ?? randomInt(0, 2 ** 31 - 1) })
      .run();
  });
  return openLeagueFile(file, open);
}

export function renameLeague(conn: LeagueConnection, input: { name: string }): LeagueInfo {
  const before = getLeague(conn);
  return runOperation(conn, 'league.rename', input, () => {
    conn.db.update(league).set({ name: input.name }).where(eq(league.id, 1)).run();
    return { value: getLeague(conn), summary: `Renamed the league from “${before.name}” to “${input.name}”` };
  });
}
