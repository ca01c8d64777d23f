/** `league franchise show`: the franchise page in the terminal (treasury, sponsors, parties, trophies, history), and the roster, stables and stores in detail. */
import type { FranchisePageSponsor, FranchisePageView } from '../../../../src-shared/ipc';
import type { FranchiseDetail } from '../../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import { CliError, withLeague } from '../../kit';
import { table } from '../../output';
import { campaignCall, flag, franchiseId, outputFormat, positional, type SubCommand } from '../commandKit';

const CAME: Record<FranchisePageSponsor['came'], string> = {
  founding: 'at founding',
  party: 'from a sponsor party',
  pool: 'from the season-end pool',
  contract: 'with a franchise contract',
};

const signed = (k: number) => (k < 0 ? `−${-k}k` : `+${k}k`);

function sponsorLine(s: FranchisePageSponsor): string {
  const safe = s.safeSeasons.length ? `; declared safe in season ${s.safeSeasons.join(', ')}` : '';
  return `  ${s.type}: income ${s.income.dice} × ${s.income.per}k; ${s.effect === 'None.' ? 'no other effect.' : s.effect} (since season ${s.fromSeason}, ${CAME[s.came]}${safe})`;
}

/** The franchise page as text, section by section in the screen's order. */
export function franchisePageText(p: FranchisePageView): string {
  const t = p.treasury;
  return [
    `${p.name} (#${p.id}): owner ${p.owner || '—'}, ${p.foundedSeason === null ? 'not founded yet' : `${p.expansion ? 'expansion franchise, ' : ''}founded in season ${p.foundedSeason}`}; colour ${p.colour}; mechanic staff rating ${p.mechanicRating}`,
    '',
    `Treasury: ${t.cash}k in the bank${t.cupBonusDue ? `; Metal Cup bonus due ${t.cupBonusDue}k` : ''}`,
    p.currentSeason === null ? '' : `  Season ${p.currentSeason} so far: ${t.season.income}k in, ${t.season.spending}k out (${t.season.lines} ledger lines)`,
    ...(t.recent.length
      ? [
          '  Recent ledger lines:',
          table(
            t.recent.map((l) => ({ ...l, amount: signed(l.amount), balance: `${l.balance}k` })),
            [
              { key: 'season', label: 'Season', align: 'right' },
              { key: 'amount', label: 'Amount', align: 'right' },
              { key: 'balance', label: 'Bank', align: 'right' },
              { key: 'reason', label: 'Reason' },
            ],
          ),
        ]
      : []),
    '',
    `Sponsors (${p.sponsors.length}):`,
    ...(p.sponsors.length ? p.sponsors.map(sponsorLine) : ['  none']),
    ...(p.formerSponsors.length
      ? [`Former sponsors: ${p.formerSponsors.map((s) => `${s.type} (${s.status}${s.toSeason !== null ? `, season ${s.toSeason}` : ''})`).join('; ')}`]
      : []),
    'Sponsor parties (Part VI › Attract sponsors › Sponsor party table):',
    ...(p.parties.length
      ? p.parties.map(
          (x) =>
            `  Season ${x.season}${x.when === 'founding' ? ', at founding' : ''}: spent ${x.spent}k; ${
              x.attracted.length
                ? `attracted ${x.attracted.map((a) => (a.status === 'held' ? a.type : `${a.type} (since ${a.status})`)).join(' and ')}.`
                : 'no new sponsor came.'
            }`,
        )
      : [`  ${p.name} has thrown no sponsor party.`]),
    '',
    `Roster: ${p.roster.active} active, ${p.roster.outForSeason} out for the season, ${p.roster.contracted} under contract, ${p.roster.retired} retired; wages ${p.roster.wages}k a season`,
    `Stables: ${p.stables.cars.length} cars; ${p.stables.sold} sold; destroyed in matches ${p.stables.destroyed} times; ${p.stables.storesHeld} items in the stores`,
    `Trophies: ${p.trophies.length ? p.trophies.map((x) => `Metal Cup, season ${x.season}`).join('; ') : 'none yet'}`,
    '',
    'Season by season:',
    table(
      p.history.map((h) => ({
        ...h,
        place: h.place === null ? '—' : `${h.place} of ${h.of}`,
        status: h.status === 'open' ? 'so far' : 'closed',
        cup: h.metalCup ? 'Metal Cup' : '',
      })),
      [
        { key: 'season', label: 'Season', align: 'right' },
        { key: 'status', label: '' },
        { key: 'place', label: 'Place', align: 'right' },
        { key: 'points', label: 'Points', align: 'right' },
        { key: 'matches', label: 'Matches', align: 'right' },
        { key: 'wins', label: 'Wins', align: 'right' },
        { key: 'income', label: 'Income k', align: 'right' },
        { key: 'spending', label: 'Spent k', align: 'right' },
        { key: 'balance', label: 'Bank k', align: 'right' },
        { key: 'cup', label: 'Trophy' },
      ],
    ),
    ...(p.activity.length ? ['', 'Recent activity:', ...p.activity.map((a) => `  ${a.summary}`)] : []),
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

/** The roster, stables and stores one by one, under the page. */
function detailText(d: FranchiseDetail): string {
  return [
    ...d.problems.map((p) => `Problem: ${p.message}`),
    'Roster:',
    table(
      d.roster.map((c) => ({
        ...c,
        level: c.driver.level,
        xp: c.driver.xp,
        quirks: c.driver.quirks.map((q) => q.name).join(', '),
        talents: c.driver.talents.map((t) => t.name).join(', '),
      })),
      [
        { key: 'id', label: 'ID', align: 'right' },
        { key: 'name', label: 'Competitor' },
        { key: 'status', label: 'Status' },
        { key: 'level', label: 'Lvl', align: 'right' },
        { key: 'xp', label: 'XP', align: 'right' },
        { key: 'talents', label: 'Talents' },
        { key: 'quirks', label: 'Quirks' },
      ],
    ),
    '',
    'Stables:',
    table(
      d.vehicles.map((v) => ({
        ...v,
        weapons: v.design.mounts.map((m) => m.weapon ?? '—').join(', '),
        acc: v.derived.acceleration.rating,
        hdl: v.derived.handling.max,
      })),
      [
        { key: 'id', label: 'ID', align: 'right' },
        { key: 'name', label: 'Car' },
        { key: 'budget', label: 'DP', align: 'right' },
        { key: 'acc', label: 'ACC', align: 'right' },
        { key: 'hdl', label: 'HDL', align: 'right' },
        { key: 'weapons', label: 'Weapons' },
        { key: 'purchasePrice', label: 'Paid', align: 'right' },
      ],
    ),
    '',
    'Stores:',
    table(
      d.stores.map((s) => ({
        ...s,
        detail: Object.entries(s.detail)
          .filter(([k]) => ['tread', 'gearing', 'type'].includes(k))
          .map(([k, v]) => `${k} ${String(v)}`)
          .join(', '),
      })),
      [
        { key: 'id', label: 'ID', align: 'right' },
        { key: 'item', label: 'Item' },
        { key: 'detail', label: 'Detail' },
        { key: 'price', label: 'Paid', align: 'right' },
      ],
    ),
  ].join('\n');
}

export const franchiseShow: SubCommand = {
  name: 'show',
  usage: 'league franchise show FILE.league NAME|ID [--json | --format table|json]',
  summary:
    'The franchise page (by name or id): treasury and recent ledger lines, sponsors with their terms, sponsor parties, trophies, season by season, then the roster, stables and stores. --json: the page as JSON; --format json: the roster, stables and stores as JSON (for scripts).',
  example: 'league franchise show spring.league "Red Rockets" --json',
  async run(args, io) {
    const json = flag(args, 'json');
    if (json && args.flags.format !== undefined) throw new CliError('Give --json or --format, not both.', 2);
    const file = positional(args, 0, 'FILE', this.usage);
    const who = positional(args, 1, 'NAME|ID', this.usage);
    const fmt = outputFormat(args);
    const { page, detail } = await withLeague(file, async (s) => {
      const id = await franchiseId(s, who);
      return { page: await campaignCall(s, 'franchise.page', { id }, io), detail: await campaignCall(s, 'franchise.details', { id }, io) };
    });
    if (json) io.out(JSON.stringify(page, null, 2));
    else if (fmt === 'json') io.out(JSON.stringify(detail, null, 2));
    else io.out(`${franchisePageText(page)}\n\n${detailText(detail)}`);
  },
};
