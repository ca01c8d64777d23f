/**
 * The franchise page's read model: one call reading one franchise's records with a handful of prepared statements
 * (each one query over its table), nothing per competitor or per car. Read-only: no operation, no journal entry.
 */
import { campaign } from '../../../src-shared/engine/dethmetal';
import type { FranchisePageSponsor, FranchisePageView, FranchiseParty, FranchiseSeasonLine } from '../../../src-shared/ipc/channels/dethmetal/franchise';
import type { LeagueConnection } from '../../db/connection';
import { COMPETITOR_JOIN } from './dethmetalCompetitors';
import { MATCH_TEAM_JOIN } from './dethmetalMatches';
import { VEHICLE_JOIN } from './dethmetalVehicles';
import { statement } from '../league/prepared';
import { asSponsorType, franchiseRow } from './records';

const RECENT_LEDGER = 5;
const RECENT_ACTIVITY = 8;

const CURRENT = `SELECT number FROM seasons WHERE status = 'open' ORDER BY number DESC LIMIT 1`;
const SPONSORS = `SELECT id, type, status, came, from_season AS fromSeason, to_season AS toSeason, safe_seasons AS safeSeasons
                    FROM dethmetal_sponsors WHERE franchise_id = ? ORDER BY id`;
const PARTIES = `SELECT season_number AS season, -amount AS spent, op FROM ledger WHERE franchise_id = ? AND rule = ? AND amount < 0 ORDER BY id`;
const MONEY = `SELECT season_number AS season, sum(max(amount, 0)) AS income, -sum(min(amount, 0)) AS spending, sum(amount) AS net, count(*) AS lines
                 FROM ledger WHERE franchise_id = ? GROUP BY season_number ORDER BY season_number`;
/** The running balance is taken over every line before the newest few are kept. */
const RECENT = `SELECT id, season_number AS season, amount, reason, sum(amount) OVER (ORDER BY id) AS balance
                  FROM ledger WHERE franchise_id = ? ORDER BY id DESC LIMIT ${RECENT_LEDGER}`;
const SEASONS = `SELECT number, status, json_extract(summary, '$.standings') AS standings, json_extract(summary, '$.metalCup.winnerIds') AS cup
                   FROM seasons ORDER BY number`;
/** Every founded franchise's recorded points per season: places are competition places among all of them. */
const POINTS = `SELECT s.number AS season, mt.franchise_id AS fid, sum(coalesce(dmt.points, 0)) AS points, sum(mt.won) AS wins, count(*) AS matches
                  FROM ${MATCH_TEAM_JOIN} JOIN matches m ON m.id = mt.match_id JOIN seasons s ON s.id = m.season_id
                 WHERE m.status = 'recorded' GROUP BY s.number, mt.franchise_id`;
const FOUNDED = `SELECT franchise_id AS id, founded_season AS foundedSeason FROM dethmetal_franchises WHERE founded_season IS NOT NULL`;
const ROSTER = `SELECT c.id, c.name, c.status, dc.contracted, dc.wage, dc.wage_season AS wageSeason,
                       json_extract(c.record, '$.level') AS level, json_extract(c.record, '$.xp') AS xp
                  FROM ${COMPETITOR_JOIN} WHERE c.franchise_id = ? ORDER BY json_extract(c.record, '$.xp') DESC, c.name`;
const RETIRED = `SELECT count(DISTINCT competitor_id) AS n FROM career_events e JOIN competitors c ON c.id = e.competitor_id
                  WHERE e.kind = 'retired' AND c.status = 'retired'
                    AND e.competitor_id IN (SELECT competitor_id FROM dethmetal_competitor_results WHERE franchise_id = ?)`;
const CARS = `SELECT v.id, v.name, v.status, dv.budget, dv.criticals, dv.damage FROM ${VEHICLE_JOIN} WHERE v.franchise_id = ? ORDER BY v.id`;
const DESTROYED = `SELECT count(*) AS n FROM dethmetal_vehicle_results WHERE franchise_id = ? AND destroyed = 1`;
const STORES = `SELECT count(*) AS n FROM dethmetal_stores WHERE franchise_id = ? AND status = 'held' AND vehicle_id IS NULL`;
/** Operations on this franchise: by its id in the input, or naming it in the summary (matches, season end). */
const ACTIVITY = `SELECT id, summary, created_at AS at FROM journal
                   WHERE state = 'done' AND ((json_valid(input) AND json_extract(input, '$.franchiseId') = ?) OR instr(summary, ?) > 0)
                   ORDER BY id DESC LIMIT ${RECENT_ACTIVITY}`;

interface SponsorRow {
  id: number;
  type: string;
  status: FranchisePageSponsor['status'];
  came: FranchisePageSponsor['came'];
  fromSeason: number;
  toSeason: number | null;
  safeSeasons: string;
}

function sponsorOf(row: SponsorRow): FranchisePageSponsor {
  const type = asSponsorType(row.type);
  const effect = campaign.sponsorEffect(type);
  return { ...row, type, safeSeasons: JSON.parse(row.safeSeasons) as number[], income: { ...effect.income }, effect: effect.text };
}

/** Parties from their ledger debits, and the sponsors the sponsor rows say came by party that season. */
function partiesOf(conn: LeagueConnection, id: number, sponsors: FranchisePageSponsor[]): FranchiseParty[] {
  const rows = statement(conn, PARTIES).all(id, campaign.CAMPAIGN_RULES.sponsorParty) as { season: number; spent: number; op: string }[];
  return rows.map((p) => ({
    season: p.season,
    spent: p.spent,
    when: p.op === 'franchise.found' ? 'founding' : 'season',
    attracted: sponsors.filter((s) => s.came === 'party' && s.fromSeason === p.season).map((s) => ({ type: s.type, status: s.status })),
  }));
}

interface SeasonRow {
  number: number;
  status: 'open' | 'closed';
  standings: string | null;
  cup: string | null;
}

function historyOf(
  conn: LeagueConnection,
  id: number,
  foundedSeason: number | null,
  money: { season: number; income: number; spending: number; net: number }[],
): FranchiseSeasonLine[] {
  if (foundedSeason === null) return [];
  const seasons = statement(conn, SEASONS).all() as SeasonRow[];
  const points = statement(conn, POINTS).all() as { season: number; fid: number; points: number; wins: number; matches: number }[];
  const founded = statement(conn, FOUNDED).all() as { id: number; foundedSeason: number }[];
  const moneyBy = new Map(money.map((m) => [m.season, m]));
  let balance = money.filter((m) => m.season < foundedSeason).reduce((sum, m) => sum + m.net, 0);
  const lines: FranchiseSeasonLine[] = [];
  for (const s of seasons) {
    if (s.number < foundedSeason) continue;
    const inSeason = founded.filter((f) => f.foundedSeason <= s.number);
    const scored = inSeason.map((f) => ({ team: String(f.id), points: points.find((p) => p.season === s.number && p.fid === f.id)?.points ?? 0 }));
    const recorded = s.standings ? (JSON.parse(s.standings) as { franchiseId: number; place: number }[]).find((r) => r.franchiseId === id) : undefined;
    const mine = points.find((p) => p.season === s.number && p.fid === id);
    const m = moneyBy.get(s.number);
    balance += m?.net ?? 0;
    lines.push({
      season: s.number,
      status: s.status,
      place: recorded?.place ?? campaign.standingPlaces(scored).get(String(id)) ?? null,
      of: s.standings ? (JSON.parse(s.standings) as unknown[]).length : inSeason.length,
      points: mine?.points ?? 0,
      matches: mine?.matches ?? 0,
      wins: mine?.wins ?? 0,
      income: m?.income ?? 0,
      spending: m?.spending ?? 0,
      balance,
      metalCup: s.cup !== null && (JSON.parse(s.cup) as number[]).includes(id),
    });
  }
  return lines;
}

export function franchisePage(conn: LeagueConnection, id: number): FranchisePageView {
  const f = franchiseRow(conn, id, ['id']);
  const current = statement(conn, CURRENT).get() as { number: number } | undefined;
  const allSponsors = (statement(conn, SPONSORS).all(id) as SponsorRow[]).map(sponsorOf);
  const money = statement(conn, MONEY).all(id) as { season: number; income: number; spending: number; net: number; lines: number }[];
  const thisSeason = money.find((m) => m.season === current?.number);
  const roster = statement(conn, ROSTER).all(id) as {
    id: number;
    name: string;
    status: string;
    contracted: number;
    wage: number;
    wageSeason: number | null;
    level: number;
    xp: number;
  }[];
  const onRoster = roster.filter((c): c is typeof c & { status: 'active' | 'out-for-season' } => c.status === 'active' || c.status === 'out-for-season');
  const cars = statement(conn, CARS).all(id) as { id: number; name: string; status: 'active' | 'sold'; budget: number; criticals: number; damage: number }[];
  const count = (sql: string) => (statement(conn, sql).get(id) as { n: number }).n;
  const history = historyOf(conn, id, f.foundedSeason, money);
  return {
    id: f.id,
    name: f.name,
    colour: f.colour,
    owner: f.owner,
    createdAt: f.createdAt,
    foundedSeason: f.foundedSeason,
    expansion: f.expansion,
    mechanicRating: f.mechanicRating,
    currentSeason: current?.number ?? null,
    treasury: {
      cash: f.cash,
      cupBonusDue: f.cupBonusDue,
      season: { income: thisSeason?.income ?? 0, spending: thisSeason?.spending ?? 0, lines: thisSeason?.lines ?? 0 },
      recent: statement(conn, RECENT).all(id) as FranchisePageView['treasury']['recent'],
    },
    sponsors: allSponsors.filter((s) => s.status === 'held'),
    formerSponsors: allSponsors.filter((s) => s.status !== 'held'),
    parties: partiesOf(conn, id, allSponsors),
    roster: {
      active: onRoster.filter((c) => c.status === 'active').length,
      outForSeason: onRoster.filter((c) => c.status === 'out-for-season').length,
      contracted: onRoster.filter((c) => c.contracted === 1).length,
      retired: count(RETIRED),
      wages: onRoster.filter((c) => c.wageSeason === current?.number).reduce((sum, c) => sum + c.wage, 0),
      competitors: onRoster.map((c) => ({ id: c.id, name: c.name, level: c.level, xp: c.xp, status: c.status })),
    },
    stables: {
      cars: cars.filter((c) => c.status === 'active').map(({ status: _, ...c }) => c),
      sold: cars.filter((c) => c.status === 'sold').length,
      destroyed: count(DESTROYED),
      storesHeld: count(STORES),
    },
    trophies: history.filter((h) => h.metalCup).map((h) => ({ kind: 'metal-cup' as const, season: h.season })),
    history,
    activity: statement(conn, ACTIVITY).all(id, f.name) as FranchisePageView['activity'],
  };
}
