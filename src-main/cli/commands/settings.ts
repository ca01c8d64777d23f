/** `league settings`: every league's dice seed, who rolls the dice, and its ruleset's house rules. */
import { CliError, withLeague, type Command } from '../kit';
import type { IllegalEntry } from '../../../src-shared/ipc';
import { illegalLines } from '../../services/legality';
import { campaignCall, intFlag, outputFormat, positional, stringFlag } from './commandKit';

export const settingsCommand: Command = {
  name: 'settings',
  usage: 'league settings FILE.league [--seed N] [--dice app|manual] [--rules JSON] [--format table|json]',
  summary: 'Show or change the league settings: the dice seed, who rolls the dice, and the house rules.',
  example: `league settings spring.league --seed 1234 --dice manual --rules '{"campaign.draftEnabled": false}'`,
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const fmt = outputFormat(args);
    const seed = intFlag(args, 'seed', this.usage, false);
    const dice = stringFlag(args, 'dice', this.usage, false);
    if (dice !== undefined && dice !== 'app' && dice !== 'manual') throw new CliError(`--dice must be app or manual, not ${dice}.`, 2);
    const rulesText = stringFlag(args, 'rules', this.usage, false);
    let houseRules: Record<string, unknown> | undefined;
    if (rulesText !== undefined) {
      try {
        houseRules = JSON.parse(rulesText) as Record<string, unknown>;
      } catch (e) {
        throw new CliError(`--rules takes a JSON object such as '{"campaign.draftEnabled": false}': ${(e as Error).message}`, 2);
      }
    }
    const change = seed !== undefined || dice !== undefined || houseRules !== undefined;
    const view = await withLeague(file, (s) =>
      change
        ? campaignCall(
            s,
            'league.updateSettings',
            { ...(seed === undefined ? {} : { seed }), ...(dice ? { diceMode: dice as 'app' } : {}), ...(houseRules ? { houseRules } : {}) },
            io,
          )
        : campaignCall(s, 'league.settings', {}, io),
    );
    io.out(
      fmt === 'json'
        ? JSON.stringify(view, null, 2)
        : [
            `Dice: ${view.diceMode === 'app' ? 'rolled by the app' : 'typed by the organizer'}; seed ${view.seed}; ${view.counter} rolls so far`,
            ...view.houseRules.map((h) => `  ${h.key} = ${JSON.stringify(h.value)}`),
          ].join('\n'),
    );
    // Saved all the same: the organizer is told which cars and people the change made illegal, to fix them.
    const illegal: readonly IllegalEntry[] = 'madeIllegal' in view ? (view.madeIllegal as IllegalEntry[]) : [];
    if (illegal.length && fmt !== 'json')
      io.err(
        [
          `Warning: under these settings ${illegal.length} ${illegal.length === 1 ? 'car or driver breaks' : 'cars or drivers break'} the rules; fix them in the team editor:`,
          ...illegalLines(illegal).map((l) => `  ${l}`),
        ].join('\n'),
      );
  },
};
