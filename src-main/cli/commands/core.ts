import path from 'node:path';
import { call, CliError, format, needFile, sessionFor, withLeague, type Command } from '../kit';
import { table } from '../output';

/** `league new` and `league franchises`. */
export const coreCommands: Command[] = [
  {
    name: 'new',
    usage: 'league new FILE.league --name NAME',
    summary: 'Create a new league file.',
    example: 'league new spring.league --name "Spring Dethmetal League"',
    async run(args, io) {
      const file = needFile(args, this.usage);
      const name = args.flags.name;
      if (typeof name !== 'string') throw new CliError(`Missing --name NAME.\nUsage: ${this.usage}`, 2);
      const session = sessionFor();
      try {
        const info = await call(session, 'app.newLeague', { name, path: path.resolve(file) });
        io.out(`Created league “${info.name}” in ${info.path}`);
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
