/**
 * The import rules of ARCHITECTURE.md, as biome.jsonc enforces them: one probe file per rule, each placed where the
 * rule applies, linted with the project's own configuration in a scratch folder. A probe that breaks a rule must be
 * refused with that rule's message; its lawful twin must pass. (The rules have no other test: a typo in a glob would
 * otherwise switch one off silently.)
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

interface Probe {
  rule: string;
  file: string;
  source: string;
  /** A phrase of the message the lint must give, or null when the import is allowed. */
  refused: string | null;
}

const PROBES: Probe[] = [
  // src-shared: pure TypeScript.
  { rule: 'the engine may not use Node', file: 'src-shared/engine/core/p1.ts', source: `export * from 'node:fs';`, refused: 'may not use Node' },
  { rule: 'the engine may not use React', file: 'src-shared/engine/core/p2.ts', source: `export * from 'react';`, refused: 'no React or DOM' },
  { rule: 'the engine may not use the database', file: 'src-shared/engine/core/p3.ts', source: `export * from 'better-sqlite3';`, refused: 'the database' },
  // The engine knows no transport (issue 21): the IPC contract imports the engine's types, never the other way.
  {
    rule: 'the core engine may not import the IPC contract',
    file: 'src-shared/engine/core/p17.ts',
    source: `export type * from '../../ipc/channels/core';`,
    refused: 'knows no transport',
  },
  {
    rule: "Dethmetal's engine may not import the IPC contract",
    file: 'src-shared/engine/dethmetal/assistant/p18.ts',
    source: `import type { Preview } from '../../../ipc/channels/dethmetal/assistant';\nexport type P = Preview;`,
    refused: 'knows no transport',
  },
  {
    rule: "Dirty Wheels' engine may not import the IPC contract",
    file: 'src-shared/engine/dirtywheels/p19.ts',
    source: `export * from '../../ipc';`,
    refused: 'knows no transport',
  },
  {
    rule: "the IPC contract may import the engine's types",
    file: 'src-shared/ipc/channels/dethmetal/p20.ts',
    source: `export type * from '../../../engine/dethmetal/assistant';`,
    refused: null,
  },
  // Rulesets never import each other, in any layer.
  {
    rule: 'an engine ruleset may not import another',
    file: 'src-shared/engine/dethmetal/p4.ts',
    source: `export * from '../dirtywheels';`,
    refused: 'another ruleset',
  },
  {
    rule: 'a ruleset service may not import another',
    file: 'src-main/services/dirtywheels/p5.ts',
    source: `export * from '../dethmetal/records';`,
    refused: 'another ruleset',
  },
  {
    rule: 'a ruleset screen may not import another',
    file: 'src-renderer/screens/dethmetal/p6.ts',
    source: `export * from '../dirtywheels';`,
    refused: 'another ruleset',
  },
  {
    rule: 'a ruleset may use its own other layers',
    file: 'src-main/app/handlers/dethmetal/p7.ts',
    source: `export * from '../../../services/dethmetal/records';`,
    refused: null,
  },
  // Screens talk only through the typed API.
  {
    rule: 'a screen may not import a service',
    file: 'src-renderer/screens/p8.ts',
    source: `export * from '../../src-main/services/teams';`,
    refused: 'typed API',
  },
  // Services know nothing of their adapters; only the Electron shell imports electron.
  { rule: 'a service may not import an adapter', file: 'src-main/services/p9.ts', source: `export * from '../cli/kit';`, refused: 'adapters' },
  { rule: 'only the Electron shell imports electron', file: 'src-main/host/p10.ts', source: `export * from 'electron';`, refused: 'Electron shell' },
  // Core code reaches a ruleset only through its public index (engine) or its layer's registry (everything else).
  {
    rule: 'core code may not import a file inside a ruleset engine',
    file: 'src-main/services/league/p11.ts',
    source: `export * from '../../../src-shared/engine/dethmetal/car/derive';`,
    refused: 'public index',
  },
  {
    rule: "core code may import a ruleset engine's public index",
    file: 'src-main/services/league/p12.ts',
    source: `export * from '../../../src-shared/engine/dirtywheels';`,
    refused: null,
  },
  {
    rule: "core services may not import a ruleset's services",
    file: 'src-main/services/league/p13.ts',
    source: `export * from '../dethmetal/records';`,
    refused: 'registry',
  },
  {
    rule: "core services may not import even a ruleset's index",
    file: 'src-main/services/p14.ts',
    source: `export * from './dethmetal';`,
    refused: 'registry',
  },
  {
    rule: "a core command may not import a ruleset's commands",
    file: 'src-main/cli/commands/p15.ts',
    source: `export * from './dethmetal/campaignKit';`,
    refused: 'registry',
  },
  {
    rule: "a core screen may not import a ruleset's screens",
    file: 'src-renderer/screens/season/p16.ts',
    source: `export * from '../dethmetal';`,
    refused: 'registry',
  },
  // The build lists (issue 21): the one core file per process that imports a ruleset's entry; the registries read it.
  { rule: "the main build list imports a ruleset's entry", file: 'src-main/rulesets/build.ts', source: `export * from './dethmetal';`, refused: null },
  {
    rule: "the services registry may not import a ruleset's index",
    file: 'src-main/services/rulesets.ts',
    source: `export * from './dethmetal';`,
    refused: 'registry',
  },
  {
    rule: 'a build list may not import a file inside a ruleset',
    file: 'src-renderer/rulesets/build.ts',
    source: `export * from '../screens/dethmetal/garage/GarageScreen';`,
    refused: 'entry (./<id>)',
  },
  {
    rule: "a ruleset's main entry imports its own folders",
    file: 'src-main/rulesets/dethmetal.ts',
    source: `export * from '../services/dethmetal';\nexport * from '../app/handlers/dethmetal';`,
    refused: null,
  },
  {
    rule: "a ruleset's entry may not import another ruleset",
    file: 'src-renderer/rulesets/dirtywheels.ts',
    source: `export * from '../screens/dethmetal';`,
    refused: 'another ruleset',
  },
];

interface Diagnostic {
  message: string;
  category: string;
  location: { path: string };
}

let scratch: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'pitwall-lint-'));
  copyFileSync(join(ROOT, 'biome.jsonc'), join(scratch, 'biome.jsonc'));
  for (const p of PROBES) {
    mkdirSync(dirname(join(scratch, p.file)), { recursive: true });
    writeFileSync(join(scratch, p.file), `${p.source}\n`);
  }
  let out: string;
  try {
    out = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (e) {
    // Biome exits 1 when it found errors; its report is on stdout all the same.
    out = (e as { stdout: string }).stdout;
  }
  diagnostics = (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('ARCHITECTURE.md import rules (biome.jsonc)', () => {
  for (const p of PROBES) {
    it(`${p.rule} (${p.file})`, () => {
      const found = diagnostics.filter((d) => d.location.path === p.file).map((d) => d.message);
      if (p.refused === null) expect(found).toEqual([]);
      else expect(found).toEqual([expect.stringContaining(p.refused)]);
    });
  }
});
