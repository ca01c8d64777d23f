/**
 * `league cards`: the league's vehicle card types from the terminal (gaps.md #4), over the same channels as the
 * Settings screen (`bcCards.list`, `bcCards.save`): list them with the vehicles using each, and save a whole list
 * from a JSON file (refused in the card rules' and loading rules' words, nothing written).
 */
import type { CardType } from '../../../../src-shared/engine/battlecars';
import type { BcCardTypesView } from '../../../../src-shared/ipc/channels/battlecars/cards';
import { CliError, type Command, withLeague } from '../../kit';
import { campaignCall, group, outputFormat, positional, readJson, stringFlag, type SubCommand } from '../commandKit';

/** One card type in a few lines: its kind and armour, its mounts, and who rides it. */
function cardText(card: CardType, view: BcCardTypesView): string[] {
  const a = card.armour;
  const mounts = card.components
    .filter((c) => c.kind === 'pod' || c.kind === 'turret')
    .map((c) => `${c.label} (${c.kind === 'pod' ? `faces ${c.facing}, ` : ''}${c.capacity})`);
  const riders = (view.inUse[card.id] ?? []).map((v) => `${v.name} (${v.team})`);
  return [
    `${card.name} [${card.id}], a ${card.kind}: armour front ${a.front}, rear ${a.rear}, sides ${a.sideFront}/${a.sideCentre}/${a.sideRear}`,
    `  Pods and turrets: ${mounts.join(', ') || 'none'}`,
    `  Used by: ${riders.join(', ') || 'no vehicle'}`,
  ];
}

function viewText(view: BcCardTypesView): string {
  return view.cardTypes.flatMap((c) => cardText(c, view)).join('\n');
}

const subs: SubCommand[] = [
  {
    name: 'list',
    usage: 'league cards list FILE.league [--format table|json]',
    summary: 'The league’s vehicle card types, with the vehicles using each (--format json: the card types to edit and save).',
    example: 'league cards list grid.league --format json > cards.json',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const view = await withLeague(file, (s) => campaignCall(s, 'bcCards.list', {}, io));
      io.out(fmt === 'json' ? JSON.stringify(view.cardTypes, null, 2) : viewText(view));
    },
  },
  {
    name: 'save',
    usage: 'league cards save FILE.league --from CARDS.json [--format table|json]',
    summary: 'Replace the league’s card types with the list in CARDS.json (a JSON array), checked against every vehicle in use.',
    example: 'league cards save grid.league --from cards.json',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const from = stringFlag(args, 'from', this.usage)!;
      const cardTypes = readJson(from, 'card types');
      if (!Array.isArray(cardTypes))
        throw new CliError(`${from} must hold a JSON array of card types (as \`league cards list FILE --format json\` writes).`, 2);
      const view = await withLeague(file, (s) => campaignCall(s, 'bcCards.save', { cardTypes }, io));
      io.out(fmt === 'json' ? JSON.stringify(view.cardTypes, null, 2) : [`Saved ${view.cardTypes.length} card type(s).`, viewText(view)].join('\n'));
    },
  },
];

export const cardsCommand: Command = group(
  'cards',
  'Battlecars: list and save the league’s vehicle card types (armour, components, pods and turrets, hit locations).',
  subs,
);
