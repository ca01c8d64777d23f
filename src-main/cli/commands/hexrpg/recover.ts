/**
 * `league recover`: the hex RPG's days between sessions from the terminal (3e, Recovering damage), over the same
 * channel as its screen (`hexrpg.recover`): every gang's healing, repairs and critical recovery over the days after a
 * recorded session, with `--dry-run` for the preview (nothing written) and typed rolls in manual dice mode.
 */
import type { RecoveryReport } from '../../../../src-shared/ipc/channels/hexrpg/between';
import { CliError, type Command, withLeague } from '../../kit';
import { campaignCall, diceFlag, flag, intFlag, keyedDiceFlag, outputFormat, positional, stringFlag } from '../commandKit';

const TOOLS = ['proper', 'some', 'excellent'] as const;

export function recoveryText(r: RecoveryReport): string {
  const head = `${r.preview ? 'Preview (nothing written)' : 'Recovered'}: ${r.days} day${r.days === 1 ? '' : 's'} after the session`;
  const lines = r.lines.map((l) =>
    [`  ${l.team} › ${l.text}`, ...(l.left.length ? [`      still: ${l.left.join(', ')}`] : []), ...l.days.map((d) => `      ${d}`)].join('\n'),
  );
  const rolls = r.rolls.length ? [`Rolls: ${r.rolls.map((x) => `${x.purpose} ${x.notation}=${x.result}`).join('; ')}`] : [];
  return [head, ...lines, ...rolls].join('\n');
}

export const recoverCommand: Command = {
  name: 'recover',
  usage:
    'league recover FILE.league --match N --days D [--tools proper|some|excellent] [--garage] [--dry-run] [--dice 5,9,… | --dice "PURPOSE=ROLL,…"] [--format table|json]',
  summary: 'Hex RPG: the days between sessions after recorded session N: healing, medics’ cures, mechanics’ repairs, critical recovery (3e).',
  example: 'league recover wastes.league --match 1 --days 3 --dry-run',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const fmt = outputFormat(args);
    const matchId = intFlag(args, 'match', this.usage)!;
    const days = intFlag(args, 'days', this.usage)!;
    const tools = stringFlag(args, 'tools', this.usage, false) ?? 'proper';
    if (!(TOOLS as readonly string[]).includes(tools)) throw new CliError(`--tools: one of ${TOOLS.join(', ')}, not “${tools}”.`, 2);
    const inGarage = flag(args, 'garage');
    const report = await withLeague(file, async (s) => {
      // Every gang's tools and garage as given; its medic and mechanic the gang's best (hexrpg.recover names them on the screen).
      const gangs =
        tools === 'proper' && !inGarage
          ? []
          : ((await campaignCall(s, 'franchise.list', {}, io)) as { id: number }[]).map((g) => ({
              franchiseId: g.id,
              tools: tools as (typeof TOOLS)[number],
              inGarage,
            }));
      return campaignCall(s, 'hexrpg.recover', { matchId, days, gangs, preview: flag(args, 'dry-run'), ...diceFlag(args) }, io, keyedDiceFlag(args));
    });
    io.out(fmt === 'json' ? JSON.stringify(report, null, 2) : recoveryText(report));
  },
};
