/** `league franchise`, `hire`, `release`, `trade`, `car`, `stores`, `mechanic`, `party`, `money`: between matches. */
import { campaign } from '../../../../src-shared/engine/dethmetal';
import { CliError, sessionFor, withLeague, type Command } from '../../kit';
import { table } from '../../output';
import {
  campaignCall,
  diceFlag,
  flag,
  franchiseId,
  group,
  idList,
  intFlag,
  intValue,
  outputFormat,
  positional,
  readJson,
  readJsonObject,
  rollsReport,
  stringFlag,
  type SubCommand,
} from '../commandKit';
import { moneyReport } from './campaignKit';
import { franchiseShow } from './franchise';

/** A neutral grey until the organizer picks the team's colour. */
const DEFAULT_COLOUR = '#808080';

const franchise = group('franchise', 'Found, list and show franchises (the franchise page: treasury, sponsors, trophies, history; roster, stables, stores).', [
  {
    name: 'add',
    usage: 'league franchise add FILE.league PLAN.json [--dice 3,5,…] [--format table|json]  |  FILE.league --name NAME [--colour #RRGGBB] [--owner NAME]',
    summary:
      'Found a franchise from a plan: name, colour, owner, competitors, mechanic rating, car designs, stores, party. With --name: add a team by name only (a league without a campaign layer plays with it at once).',
    example: 'league franchise add spring.league red-rockets.json',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const name = stringFlag(args, 'name', this.usage, false);
      if (name !== undefined && args.positionals[1] === undefined) {
        const colour = stringFlag(args, 'colour', this.usage, false) ?? DEFAULT_COLOUR;
        const owner = stringFlag(args, 'owner', this.usage, false) ?? '';
        const f = await withLeague(file, (s) => campaignCall(s, 'franchise.add', { name, colour, owner }, io));
        return io.out(`Added ${f.name} (#${f.id})`);
      }
      const plan = readJsonObject(positional(args, 1, 'PLAN.json', this.usage), 'franchise plan');
      const fmt = outputFormat(args);
      const r = await withLeague(file, (s) => campaignCall(s, 'franchise.found', { ...(plan as object), ...diceFlag(args) } as never, io));
      io.out(
        fmt === 'json'
          ? JSON.stringify(r, null, 2)
          : [
              r.summary,
              `Starting sponsors: ${r.startingSponsors.join(', ')}${r.partyAttracted.length ? `; from the party: ${r.partyAttracted.join(', ')}` : ''}`,
              ...moneyReport(r.money),
              ...rollsReport(r.rolls),
            ].join('\n'),
      );
    },
  },
  {
    name: 'list',
    usage: 'league franchise list FILE.league [--format table|json]',
    summary: 'List the franchises with their bank, roster, stables and sponsors.',
    example: 'league franchise list spring.league',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const fmt = outputFormat(args);
      const rows = await withLeague(file, async (s) => {
        const list = await campaignCall(s, 'franchise.list', {}, io);
        return Promise.all(list.map((f) => campaignCall(s, 'franchise.details', { id: f.id }, io)));
      });
      io.out(
        fmt === 'json'
          ? JSON.stringify(rows, null, 2)
          : table(
              rows.map((d) => ({ ...d, roster: d.roster.length, cars: d.vehicles.length, sponsors: d.sponsors.map((s) => s.type).join(', ') })),
              [
                { key: 'id', label: 'ID', align: 'right' },
                { key: 'name', label: 'Franchise' },
                { key: 'owner', label: 'Owner' },
                { key: 'cash', label: 'Bank k', align: 'right' },
                { key: 'roster', label: 'Roster', align: 'right' },
                { key: 'cars', label: 'Cars', align: 'right' },
                { key: 'mechanicRating', label: 'Mech', align: 'right' },
                { key: 'sponsors', label: 'Sponsors' },
              ],
            ),
      );
    },
  },
  franchiseShow,
]);

const hire: Command = {
  name: 'hire',
  usage: 'league hire FILE.league --franchise F (--name NAME | --competitor ID)',
  summary: 'Hire a rookie (50k) or a free agent back as a veteran (50k + 2k per level).',
  example: 'league hire spring.league --franchise "Red Rockets" --name "Gus Grit"',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const who = stringFlag(args, 'franchise', this.usage)!;
    const name = stringFlag(args, 'name', this.usage, false);
    const competitorId = intFlag(args, 'competitor', this.usage, false);
    if ((name === undefined) === (competitorId === undefined))
      throw new CliError(`Give --name for a rookie or --competitor ID for a free agent.\nUsage: ${this.usage}`, 2);
    const r = await withLeague(file, async (s) =>
      campaignCall(s, 'roster.hire', { franchiseId: await franchiseId(s, who), ...(name ? { name } : { competitorId: competitorId! }) }, io),
    );
    io.out([`${r.summary} (competitor #${r.competitor.id})`, ...moneyReport(r.money)].join('\n'));
  },
};

const release: Command = {
  name: 'release',
  usage: 'league release FILE.league COMPETITOR_ID',
  summary: 'Release a competitor from his roster; he becomes a free agent.',
  example: 'league release spring.league 14',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const id = intValue(positional(args, 1, 'COMPETITOR_ID', this.usage), 'COMPETITOR_ID');
    const r = await withLeague(file, (s) => campaignCall(s, 'roster.release', { competitorId: id }, io));
    io.out(r.summary);
  },
};

const trade: Command = {
  name: 'trade',
  usage: 'league trade FILE.league --from F --to G --competitors ID[,ID…] [--return ID[,ID…]] [--price K]',
  summary: 'Trade competitors between franchises: the agreed price plus 10k legal fees per competitor from each side.',
  example: 'league trade spring.league --from "Red Rockets" --to "Blue Bombers" --competitors 3 --price 20',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const from = stringFlag(args, 'from', this.usage)!;
    const to = stringFlag(args, 'to', this.usage)!;
    const competitorIds = idList(stringFlag(args, 'competitors', this.usage)!, '--competitors');
    const back = stringFlag(args, 'return', this.usage, false);
    const price = intFlag(args, 'price', this.usage, false) ?? 0;
    const r = await withLeague(file, async (s) =>
      campaignCall(
        s,
        'roster.trade',
        {
          fromFranchiseId: await franchiseId(s, from),
          toFranchiseId: await franchiseId(s, to),
          competitorIds,
          returnCompetitorIds: back ? idList(back, '--return') : [],
          price,
        },
        io,
      ),
    );
    io.out([r.summary, ...moneyReport(r.money)].join('\n'));
  },
};

const carSubs: SubCommand[] = [
  {
    name: 'check',
    usage: 'league car check DESIGN.json [--bonus-dp N] [--format table|json]',
    summary: 'Derived stats and problems of a car design; needs no league file.',
    example: 'league car check brawler.json',
    async run(args, io) {
      const design = readJson(positional(args, 0, 'DESIGN.json', this.usage), 'car design');
      const fmt = outputFormat(args);
      const session = sessionFor();
      try {
        const r = await campaignCall(session, 'garage.check', { design, sponsorBonusDp: intFlag(args, 'bonus-dp', this.usage, false) ?? 0 }, io);
        if (fmt === 'json') io.out(JSON.stringify(r, null, 2));
        else
          io.out(
            [
              ...r.sheet.map((f) => `${f.label.padEnd(24)} ${f.value}`),
              '',
              r.problems.length ? 'Problems:' : 'No problems: the car is legal.',
              ...r.problems.map((p) => `  ${p.path.join('.') || 'design'}: ${p.message} (${p.rule})`),
            ].join('\n'),
          );
        if (!r.ok) throw new CliError(`${r.problems.length} problem(s).`);
      } finally {
        session.close();
      }
    },
  },
  {
    name: 'buy',
    usage: 'league car buy FILE.league --franchise F DESIGN.json [--no-buy-missing]',
    summary: 'Buy a new car (100k, 150k for 75 DP) and fit it; missing standard weapons and tires are bought at list price.',
    example: 'league car buy spring.league --franchise "Red Rockets" brawler.json',
    async run(args, io) {
      const noBuy = flag(args, 'no-buy-missing');
      const file = positional(args, 0, 'FILE', this.usage);
      const who = stringFlag(args, 'franchise', this.usage)!;
      const design = readJson(positional(args, 1, 'DESIGN.json', this.usage), 'car design');
      const r = await withLeague(file, async (s) => campaignCall(s, 'garage.buy', { franchiseId: await franchiseId(s, who), design, buyMissing: !noBuy }, io));
      io.out([`${r.summary} (car #${r.vehicle.id})`, ...moneyReport(r.money)].join('\n'));
    },
  },
  {
    name: 'sell',
    usage: 'league car sell FILE.league VEHICLE_ID',
    summary: 'Sell a car for half of what was paid; its fitted stores go back into the stores.',
    example: 'league car sell spring.league 4',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'VEHICLE_ID', this.usage), 'VEHICLE_ID');
      const r = await withLeague(file, (s) => campaignCall(s, 'garage.sell', { vehicleId: id }, io));
      io.out([r.summary, ...moneyReport(r.money)].join('\n'));
    },
  },
  {
    name: 'refit',
    usage: 'league car refit FILE.league VEHICLE_ID DESIGN.json [--no-buy-missing]',
    summary: 'Change tires, gearing, weapons and removable devices between matches.',
    example: 'league car refit spring.league 4 brawler-traction.json',
    async run(args, io) {
      const noBuy = flag(args, 'no-buy-missing');
      const file = positional(args, 0, 'FILE', this.usage);
      const id = intValue(positional(args, 1, 'VEHICLE_ID', this.usage), 'VEHICLE_ID');
      const design = readJson(positional(args, 2, 'DESIGN.json', this.usage), 'car design');
      const r = await withLeague(file, (s) => campaignCall(s, 'garage.refit', { vehicleId: id, design, buyMissing: !noBuy }, io));
      io.out([r.summary, ...moneyReport(r.money)].join('\n'));
    },
  },
];

const stores: Command = {
  name: 'stores',
  usage: 'league stores FILE.league --franchise F ITEM[:QTY][:tread|gearing]…',
  summary: 'Buy standard stores and expendables (tire-sets with a tread, gear-sets with a gearing).',
  example: 'league stores spring.league --franchise "Red Rockets" "Rockets:2" "Tire-set (heavy):1:traction" "Gear-set:1:1"',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const who = stringFlag(args, 'franchise', this.usage)!;
    const items = args.positionals.slice(1).map((spec) => {
      const [item, qty, extra] = spec.split(':');
      const quantity = qty ? intValue(qty, 'QTY') : 1;
      if (extra === undefined) return { item: item!, quantity };
      return /^-?\d+$/.test(extra) ? { item: item!, quantity, gearing: Number(extra) as 1 | 0 | -1 } : { item: item!, quantity, tread: extra as 'street' };
    });
    if (items.length === 0) throw new CliError(`Name at least one ITEM.\nUsage: ${this.usage}`, 2);
    const r = await withLeague(file, async (s) => campaignCall(s, 'stores.buy', { franchiseId: await franchiseId(s, who), items }, io));
    io.out([r.summary, ...moneyReport(r.money)].join('\n'));
  },
};

const mechanic: Command = {
  name: 'mechanic',
  usage: 'league mechanic FILE.league --franchise F --rating 1-4',
  summary: 'Hire mechanic staff for the season (rating 2 25k, 3 100k, 4 300k through a sponsor).',
  example: 'league mechanic spring.league --franchise "Red Rockets" --rating 3',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const who = stringFlag(args, 'franchise', this.usage)!;
    const rating = intFlag(args, 'rating', this.usage)!;
    const r = await withLeague(file, async (s) => campaignCall(s, 'mechanic.hire', { franchiseId: await franchiseId(s, who), rating: rating as 1 }, io));
    io.out([r.summary, ...moneyReport(r.money)].join('\n'));
  },
};

const party: Command = {
  name: 'party',
  usage: 'league party FILE.league --franchise F --amount K [--drop SPONSOR]… [--dice 3,…]',
  summary: 'Throw the sponsor party (10k, 20k, 40k, 80k, 150k or 300k), once per season before the first match.',
  example: 'league party spring.league --franchise "Red Rockets" --amount 80',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const who = stringFlag(args, 'franchise', this.usage)!;
    const amount = intFlag(args, 'amount', this.usage)!;
    const drop = stringFlag(args, 'drop', this.usage, false);
    const r = await withLeague(file, async (s) =>
      campaignCall(
        s,
        'sponsors.party',
        { franchiseId: await franchiseId(s, who), amount, drop: drop ? (drop.split(',') as never) : [], ...diceFlag(args) },
        io,
      ),
    );
    io.out([r.summary, ...moneyReport(r.money), ...rollsReport(r.rolls)].join('\n'));
  },
};

const MONEY_KINDS = campaign.MONEY_MOVE_KINDS.join('|');

const moneyMove: Command = {
  name: 'money',
  usage: `league money FILE.league --franchise F --kind ${MONEY_KINDS} (--in K | --out K) --note TEXT`,
  summary: `Record money the rules give no procedure for (${campaign.MONEY_MOVE_KINDS.map((k) => campaign.MONEY_MOVE_LABELS[k].toLowerCase()).join(', ')}): one ledger row with your note, nothing else changes (gaps.md #93).`,
  example: 'league money spring.league --franchise "Red Rockets" --kind deal --out 20 --note "Bought Blue Bombers\' spare rockets"',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', this.usage);
    const who = stringFlag(args, 'franchise', this.usage)!;
    const kind = stringFlag(args, 'kind', this.usage)!;
    const note = stringFlag(args, 'note', this.usage)!;
    const moneyIn = intFlag(args, 'in', this.usage, false);
    const moneyOut = intFlag(args, 'out', this.usage, false);
    if ((moneyIn === undefined) === (moneyOut === undefined)) throw new CliError(`Give --in K or --out K (whole k), not both.\nUsage: ${this.usage}`, 2);
    const given = moneyIn ?? moneyOut!;
    if (given <= 0) throw new CliError(`--${moneyIn === undefined ? 'out' : 'in'} is a positive number of k, not ${given}.\nUsage: ${this.usage}`, 2);
    const amount = moneyIn ?? -moneyOut!;
    const r = await withLeague(file, async (s) =>
      campaignCall(s, 'money.move', { franchiseId: await franchiseId(s, who), kind: kind as campaign.MoneyMoveKind, amount, note }, io),
    );
    io.out([r.summary, ...moneyReport(r.money), r.notice].join('\n'));
  },
};

/** `league franchise`: founding is Dethmetal's, but `add --name` adds a team in a league of any ruleset. */
export const sharedCommands: Command[] = [franchise];

export const campaignCommands: Command[] = [
  hire,
  release,
  trade,
  group('car', 'Check, buy, sell and refit cars.', carSubs),
  stores,
  mechanic,
  party,
  moneyMove,
];
