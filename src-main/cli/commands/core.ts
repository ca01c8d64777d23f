import path from 'node:path';
import { DEFAULT_RULESET_ID } from '../../../src-shared/engine/registry';
import { capabilityLabels } from '../../../src-shared/engine/ruleset';
import { call, CliError, format, needFile, sessionFor, withLeague, type Command } from '../kit';
import { table } from '../output';

/** `league new`, `league rulesets` and `league franchises`. */
export const coreCommands: Command[] = [
  {
    name: 'new',
    usage: `league new FILE.league --name NAME [--ruleset ID (default ${DEFAULT_RULESET_ID}; see \`league rulesets\`)]`,
    summary: 'Create a new league file.',
    example: 'league new spring.league --name "Spring Dethmetal League" --ruleset dethmetal',
    async run(args, io) {
      const file = needFile(args, this.usage);
      const name = args.flags.name;
      if (typeof name !== 'string') throw new CliError(`Missing --name NAME.\nUsage: ${this.usage}`, 2);
      const ruleset = args.flags.ruleset ?? DEFAULT_RULESET_ID;
      if (typeof ruleset !== 'string') throw new CliError(`--ruleset needs an id (see \`league rulesets\`).\nUsage: ${this.usage}`, 2);
      const session = sessionFor();
      try {
        const info = await call(session, 'app.newLeague', { name, path: path.resolve(file), ruleset });
        io.out(`Created league “${info.name}” (${info.rulesetName}) in ${info.path}`);
      } finally {
        session.close();
      }
    },
  },
  {
    name: 'rulesets',
    usage: 'league rulesets [--format table|json]',
    summary: 'List the rulesets a new league can play, and what each supports.',
    example: 'league rulesets --format json',
    async run(args, io) {
      const fmt = format(args);
      const session = sessionFor();
      try {
        const list = await call(session, 'app.rulesets', {});
        io.out(
          fmt === 'json'
            ? JSON.stringify(list, null, 2)
            : table(
                list.map((r) => ({
                  ...r,
                  supports: capabilityLabels(r.capabilities).join('; '),
                  where: r.screens ? 'app and league' : 'league only',
                })),
                [
                  { key: 'id', label: 'ID' },
                  { key: 'name', label: 'Ruleset' },
                  { key: 'supports', label: 'Supports' },
                  { key: 'where', label: 'Played in' },
                  { key: 'summary', label: 'What it is' },
                ],
              ),
        );
      } finally {
        session.close();
      }
    },
  },
  {
    name: 'franchises',
    usage: 'league franchises FILE.league [--format table|json]',
    summary: 'List the franchises of a league.',
    example: 'league franchises spring.league --format json',
    async run(args, io) {
      const file = needFile(args, this.usage);
      const fmt = format(args);
      const list = await withLeague(file, (s) => call(s, 'franchise.list', {}));
      io.out(
        fmt === 'json'
          ? JSON.stringify(list, null, 2)
          : table(list, [
              { key: 'id', label: 'ID', align: 'right' },
              { key: 'name', label: 'Franchise' },
              { key: 'owner', label: 'Owner' },
              { key: 'colour', label: 'Colour' },
            ]),
      );
    },
  },
];
