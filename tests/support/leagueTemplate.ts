/**
 * A new league file for a test that starts from one but is not about making one: the real `createLeagueFile` runs once
 * per test process for each name and ruleset (a template in its own temp folder), and each test gets a copy of that
 * file with its own league id, as a saved copy gets (`renewLeagueUid`). Making a league runs all the migrations
 * (~75 ms of CPU); copying one and opening it, ~20 ms. Tests of making, naming or migrating a league call
 * `app.newLeague` or `createLeagueFile` themselves.
 */
import { constants, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { renewLeagueUid } from '../../src-main/db/leagueUid';
import { createLeagueFile } from '../../src-main/services/league';

const templates = new Map<string, string>();
let folder: string | undefined;

function templateFor(name: string, ruleset: string | undefined): string {
  const key = JSON.stringify([name, ruleset ?? null]);
  const known = templates.get(key);
  if (known) return known;
  if (!folder) {
    const made = mkdtempSync(path.join(os.tmpdir(), 'pitwall-templates-'));
    folder = made;
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const file = path.join(folder, `${templates.size}.league`);
  createLeagueFile(file, name, ruleset ? { ruleset } : {}).close();
  templates.set(key, file);
  return file;
}

/** Writes at `target` a new league named `name` playing `ruleset` (the default ruleset when none), closed, for the test to open. */
export function copyNewLeague(target: string, name: string, ruleset?: string): string {
  // Never over a file that is there already, as app.newLeague never does.
  copyFileSync(templateFor(name, ruleset), target, constants.COPYFILE_EXCL);
  // A plain connection: the undo triggers are the app's TEMP ones, so nothing is journalled, as in `saveCopy`.
  const sqlite = new Database(target);
  try {
    renewLeagueUid(sqlite);
  } finally {
    sqlite.close();
  }
  return target;
}
