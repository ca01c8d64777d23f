/**
 * Ending a season (Part VI › Ending a season), one operation: the Metal Cup and its bonuses, forced retirements,
 * mechanic staff paid or lost, franchise contracts and the draft, the sponsors' leaving and the picks from the pool;
 * then the season closes and the next opens with everything carried over and the new season's wages paid.
 */
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { campaign, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { MoneyMoved, SeasonEndReport } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { SeasonEndInput } from '../../../src-shared/ipc/channels/dethmetal/season';
import type { LeagueConnection } from '../../db/connection';
import { competitors, dethmetalFranchises, franchises, matches, seasons, dethmetalSponsors } from '../../db/schema';
import { ServiceError } from '../errors';
import { selectFranchises, updateDethmetalFranchise } from './dethmetalFranchises';
import { badPickWords } from './draftRefusal';
import { checkCash, moneyMoved, postLedger } from './ledger';
import {
  activeVehicles,
  addSponsorRow,
  careerEvent,
  endSponsor,
  heldSponsorRows,
  parseDriver,
  rosterRows,
  saveDriver,
  type FranchiseRow,
  type SponsorType,
} from './records';
import { rankResults, seasonResults } from './ranking';
import { type OwnStepResult, runOwnStep } from '../league/betweenMatch';
import { choiceNeeded, type CampaignContext } from '../league/rolling';
import type { BetweenMatchStep } from '../rulesetHooks';

const key = (id: number) => String(id);

/** Franchise contracts per team: three for the top two places after the tie-breakers (gaps.md #77, #84), else two. */
export function contractAllowances(ranked: readonly campaign.RankedPlace[]): Map<string, number> {
  return new Map(
    ranked.map((p) => [p.team, p.place <= campaign.TOP_AND_BOTTOM_PLACES ? campaign.FRANCHISE_CONTRACTS.topTwo : campaign.FRANCHISE_CONTRACTS.base]),
  );
}

/** Franchises the season end leaves below a minimum: they must hire or buy before their next match (gaps.md #71). */
function shortfalls(
  conn: LeagueConnection,
  teams: readonly FranchiseRow[],
  draft: { order: campaign.DraftOrder; competitors: readonly campaign.DraftCompetitor[]; result: campaign.DraftResult },
  settings: campaign.CampaignSettings,
): NonNullable<SeasonEndReport['shortfalls']> {
  return teams.flatMap((t) => {
    const competitors = draft.result.outcomes.filter((o) => o.team === key(t.id)).length;
    const vehicles = activeVehicles(conn, t.id).length;
    const problems = campaign.franchiseLimitProblems(competitors, vehicles, settings, true).map((p) => p.message);
    if (!problems.length) return [];
    // Why: the draft's own arithmetic for this team (contracts, the pool, its picks), so the organizer sees the rule at work.
    const why =
      settings.draftEnabled && !t.expansion
        ? campaign.draftTallyWords(campaign.draftTally(key(t.id), draft.order, draft.competitors, draft.result), settings)
        : undefined;
    return [{ franchiseId: t.id, franchise: t.name, competitors, vehicles, problems, ...(why ? { why } : {}) }];
  });
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/**
 * Dethmetal's season-end step (issue 21): it needs more than the core's close (contracts, safe picks, the mechanics
 * released, the draft's choices), so it runs through its own channel, season.end, on the core's step runner
 * (services/league/betweenMatch.ts); the core's season.close refuses a Dethmetal league with these words.
 */
export const seasonEndStep: BetweenMatchStep<SeasonEndInput, OwnStepResult<SeasonEndReport>> = {
  label: 'Season end',
  own: { instead: 'its season end (Metal Cup, draft, sponsors) is season.end (`league season end`).' },
  run: (ctx, _at, input) => {
    const { conn } = ctx;
    const { db } = conn;
    const settings = ctx.settings.campaign;
    const season = ctx.season;
    const pending = db
      .select({ number: matches.number })
      .from(matches)
      .where(and(eq(matches.seasonId, season.id), ne(matches.status, 'recorded')))
      .orderBy(asc(matches.number))
      .all();
    if (pending.length)
      throw ServiceError.conflict(
        `Season ${season.number} still has match(es) ${pending.map((m) => m.number).join(', ')} to record (or remove from the schedule).`,
      );

    const teams = selectFranchises(db).where(isNotNull(dethmetalFranchises.foundedSeason)).orderBy(asc(franchises.id)).all();
    if (teams.length === 0) throw ServiceError.conflict('No franchise has been founded; there is no season to end.');
    const name = new Map(teams.map((t) => [key(t.id), t.name]));
    const issues: FieldIssue[] = [];
    for (const fid of [...Object.keys(input.safe), ...Object.keys(input.contracts)]) {
      if (!name.has(fid))
        issues.push({ path: [Object.hasOwn(input.safe, fid) ? 'safe' : 'contracts', fid], message: `There is no founded franchise with id ${fid}.` });
    }
    input.releaseMechanics.forEach((fid, i) => {
      if (!name.has(key(fid))) issues.push({ path: ['releaseMechanics', i], message: `There is no founded franchise with id ${fid}.` });
    });
    if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);

    const money = new Map<number, campaign.LedgerLine[]>();
    const pay = (fid: number, line: campaign.LedgerLine) => money.set(fid, [...(money.get(fid) ?? []), line]);
    const results = seasonResults(conn, season.number);
    const standings: campaign.Standing[] = results.teams.map((t) => ({ team: t.team, points: t.points, name: name.get(t.team)! }));
    const label = (t: string) => name.get(t)!;

    // Contracts are checked first, each at its franchise, against the standings as they stand (no dice yet).
    const allowance = contractAllowances(rankResults(conn, results, undefined, label));
    const standing = new Map(rankResults(conn, results, undefined, label).map((p) => [p.team, p]));
    for (const [fid, ids] of Object.entries(input.contracts)) {
      const allowed = allowance.get(fid);
      if (allowed !== undefined && ids.length > allowed) {
        const at = standing.get(fid)!;
        issues.push({
          path: ['contracts', fid],
          message: `${name.get(fid)} may protect ${allowed} competitors with franchise contracts (${ordinal(at.place)} place; only the top two places get ${campaign.FRANCHISE_CONTRACTS.topTwo}), but ${ids.length} are chosen.`,
        });
      }
    }
    if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
    // The final order: the tie-breakers, then a roll-off for teams still level; it also orders the draft and the sponsor picks (gaps.md #83, #84).
    const ranking = rankResults(conn, results, ctx.dice, label);

    // The Metal Cup: most points wins (ties per house rule, gaps.md #77); the bonus comes with the next income.
    const cup = campaign.metalCup(ctx.dice, standings, settings);
    for (const t of cup.winners) updateDethmetalFranchise(conn, Number(t), { cupWonSeason: season.number, cupBonusDue: cup.bonusDue[t]! });

    // Forced retirements leave every roster; whatever else a quirk imposed "for the season" is lifted.
    const rosters = new Map(teams.map((t) => [t.id, rosterRows(conn, t.id)]));
    const retirements: SeasonEndReport['retirements'] = [];
    const drivers = new Map<number, ReturnType<typeof parseDriver>>();
    const forced = new Set<number>();
    for (const [fid, roster] of rosters) {
      for (const c of roster) {
        const end = driverRules.endSeason(parseDriver(c));
        drivers.set(c.id, end.driver);
        if (end.retires) {
          forced.add(c.id);
          retirements.push({ competitorId: c.id, name: c.name, franchise: name.get(key(fid))!, reasons: end.reasons });
        }
      }
    }

    // Free agents carry no season's restrictions into the next season either.
    const agents = db.select().from(competitors).where(eq(competitors.status, 'free-agent')).all();
    for (const c of agents) {
      const end = driverRules.endSeason(parseDriver(c));
      saveDriver(conn, c.id, end.driver, null);
      if (end.retires) careerEvent(ctx, c.id, 'retired', `Forced to retire at the end of season ${season.number}`);
    }

    // Mechanic staff: paid half their hire-on cost (as printed, gaps.md #67) or they leave; released on request.
    const mechanics: SeasonEndReport['mechanics'] = [];
    for (const t of teams) {
      if (t.mechanicRating === 1) continue;
      const rating = t.mechanicRating as campaign.MechanicRating;
      const kept = campaign.mechanicRetention(
        rating,
        heldSponsorRows(conn, t.id).map((s) => s.type as SponsorType),
        settings,
      );
      const keep = !input.releaseMechanics.includes(t.id) && kept.problems.length === 0 && kept.cost <= t.cash;
      if (keep && kept.line) pay(t.id, kept.line);
      else updateDethmetalFranchise(conn, t.id, { mechanicRating: 1 });
      mechanics.push({ franchise: t.name, rating, kept: keep, cost: keep ? kept.cost : 0 });
    }

    // Franchise contracts, then the draft (a sketch, adopted behind a house rule, gaps.md #79).
    const contracted = new Set<number>();
    for (const [fid, ids] of Object.entries(input.contracts)) {
      ids.forEach((cid, i) => {
        const roster = rosters.get(Number(fid)) ?? [];
        if (!roster.some((c) => c.id === cid))
          issues.push({ path: ['contracts', fid, i], message: `Competitor ${cid} is not on the roster of ${name.get(fid) ?? fid}.` });
        contracted.add(cid);
      });
    }
    if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
    const draftTeams: campaign.DraftTeam[] = teams.map((t) => ({
      team: key(t.id),
      name: t.name,
      points: standings.find((s) => s.team === key(t.id))!.points,
      expansion: t.expansion,
    }));
    const draftCompetitors: campaign.DraftCompetitor[] = [...rosters].flatMap(([fid, roster]) =>
      roster.map((c) => ({
        id: key(c.id),
        team: key(fid),
        level: drivers.get(c.id)!.level,
        forcedRetirement: forced.has(c.id),
        contracted: contracted.has(c.id),
      })),
    );
    const order = settings.draftEnabled
      ? campaign.draftOrder(
          ctx.dice,
          draftTeams,
          ranking.map((p) => p.team),
        )
      : { order: [], picks: {}, slots: [] };
    const draft = campaign.runDraft(
      order,
      draftTeams,
      draftCompetitors,
      input.draftPicks.map((p) => (p === 'pass' ? 'pass' : key(p))),
      settings,
    );
    const who = (id: string) => {
      const d = drivers.get(Number(id));
      const team = draftCompetitors.find((c) => c.id === id)?.team;
      if (d && team) return `${d.name} (level ${d.level}, ${name.get(team)})`;
      const gone = db
        .select({ name: competitors.name })
        .from(competitors)
        .where(eq(competitors.id, Number(id)))
        .get();
      return gone ? gone.name : `competitor ${id}`;
    };
    if (draft.problems.length) {
      // A stored pick that is not the slot's to make (the order moved, the driver left): said with names (draftRefusal.ts).
      const words = (p: (typeof draft.problems)[number]) =>
        p.code === 'badPick' && draft.next
          ? badPickWords({
              slot: draft.next.slot,
              options: draft.next.options,
              choice: String(input.draftPicks[Number(p.path[1])]),
              competitors: draftCompetitors,
              made: draft.made,
              expansion: new Set(draftTeams.filter((t) => t.expansion).map((t) => t.team)),
              ownFormerAllowed: settings.draftOwnFormerCompetitors,
              team: label,
              who,
            })
          : p.message;
      throw ServiceError.validation(
        words(draft.problems[0]!),
        draft.problems.map((p) => ({ path: p.path[0] === 'choices' ? ['draftPicks', ...p.path.slice(1)] : ['contracts', ...p.path], message: words(p) })),
      );
    }
    if (draft.status === 'needsChoice') {
      const next = draft.next!;
      const team = name.get(next.slot.team)!;
      // What the team has for next season so far, so a pick or a pass that leaves it short is seen when made (gaps.md #71).
      const has =
        draftCompetitors.filter((c) => c.team === next.slot.team && c.contracted && !c.forcedRetirement).length +
        draft.made.filter((m) => m.slot.team === next.slot.team && m.competitor).length;
      const min = campaign.ROSTER_SIZE.min;
      const short =
        settings.enforceRosterMinimum && has < min ? ` — leaves ${team} with ${has} competitor${has === 1 ? '' : 's'}, below the minimum of ${min}` : '';
      choiceNeeded(ctx, `Draft pick ${next.slot.pick} (round ${next.slot.round}): ${team} to choose.`, {
        path: ['draftPicks'],
        mode: 'append',
        question: `Draft pick ${next.slot.pick}, round ${next.slot.round}: whom does ${team} draft? ${team} has ${has} competitor${has === 1 ? '' : 's'} for next season so far (contracted and drafted); a roster needs at least ${min}.`,
        options: [
          ...next.options.map((id) => ({ value: Number(id), label: who(id) })),
          { value: 'pass', label: `${settings.draftPass === 'endsTeamDraft' ? 'Pass (no further picks)' : 'Pass this pick'}${short}` },
        ],
        rule: campaign.CAMPAIGN_RULES.draft,
      });
    }

    // Sponsors: the safe declaration, one random leaver each (farewell income), then picks from the pool (gaps.md #78).
    const held = new Map(teams.map((t) => [t.id, heldSponsorRows(conn, t.id)]));
    const sponsorTeams: campaign.SeasonSponsorsTeam[] = teams.map((t) => {
      const rows = held.get(t.id)!;
      const safe = input.safe[key(t.id)];
      const last = rows.find((r) => (JSON.parse(r.safeSeasons) as number[]).includes(season.number - 1));
      return {
        team: key(t.id),
        name: t.name,
        points: standings.find((s) => s.team === key(t.id))!.points,
        sponsors: rows.map((r) => r.type as SponsorType),
        ...(safe ? { safe } : {}),
        ...(last ? { lastSeasonSafe: last.type as SponsorType } : {}),
      };
    });
    const pool = campaign.seasonEndSponsors(
      ctx.dice,
      sponsorTeams,
      input.sponsorPicks,
      settings,
      ranking.map((p) => p.team),
    );
    if (pool.problems.length) {
      throw ServiceError.validation(
        pool.problems[0]!.message,
        pool.problems.map((p) => ({ path: p.path[0] === 'picks' ? ['sponsorPicks', ...p.path.slice(1)] : ['safe', String(p.path[0])], message: p.message })),
      );
    }
    if (pool.status === 'needsChoice') {
      const next = pool.next!;
      choiceNeeded(ctx, `${name.get(next.team)} picks a sponsor from the pool.`, {
        path: ['sponsorPicks'],
        mode: 'append',
        question: `${name.get(next.team)} takes one sponsor from the pool: ${pool.pool.join(', ')}.`,
        options: next.options.map((s) => ({ value: s, label: s })),
        rule: campaign.CAMPAIGN_RULES.seasonSponsors,
      });
    }

    // Everything is decided: write it.
    for (const t of sponsorTeams) {
      if (!t.safe) continue;
      const row = held.get(Number(t.team))!.find((r) => r.type === t.safe)!;
      db.update(dethmetalSponsors)
        .set({ safeSeasons: JSON.stringify([...(JSON.parse(row.safeSeasons) as number[]), season.number]) })
        .where(eq(dethmetalSponsors.id, row.id))
        .run();
    }
    for (const l of pool.leaving) {
      endSponsor(ctx, Number(l.team), l.sponsor, 'left');
      pay(Number(l.team), l.line);
    }
    for (const [fid, lines] of money) postLedger(ctx, fid, lines);

    const outcomes: SeasonEndReport['draft']['outcomes'] = [];
    const staying: { fid: number; cid: number; wage: number }[] = [];
    for (const o of draft.outcomes) {
      const cid = Number(o.id);
      const d = drivers.get(cid)!;
      const from = draftCompetitors.find((c) => c.id === o.id)!.team;
      outcomes.push({
        competitorId: cid,
        name: d.name,
        from: name.get(from)!,
        outcome: o.outcome,
        to: o.team ? name.get(o.team)! : null,
        wage: o.wage ?? null,
      });
      if (o.team === undefined) {
        saveDriver(conn, cid, { ...d, retired: true }, null, { contracted: false });
        careerEvent(
          ctx,
          cid,
          'retired',
          o.outcome === 'forced retirement'
            ? `Forced to retire at the end of season ${season.number}`
            : `Retired undrafted at the end of season ${season.number}`,
        );
        continue;
      }
      const wage = o.wage ?? campaign.competitorWage(d.level);
      saveDriver(conn, cid, d, Number(o.team), { contracted: false, wage, wageSeason: season.number + 1 });
      if (o.outcome === 'drafted') careerEvent(ctx, cid, 'drafted', `Drafted by ${name.get(o.team)} from ${name.get(from)}`);
      if (o.outcome === 'contracted') careerEvent(ctx, cid, 'contracted', `Protected by a franchise contract of ${name.get(o.team)}`);
      staying.push({ fid: Number(o.team), cid, wage });
    }

    // Close this season, open the next; its wages are the new season's first money (gaps.md #71, #79).
    const summaryText = `Ended season ${season.number}: Metal Cup to ${cup.winners.map((w) => name.get(w)).join(' and ') || 'nobody'}; ${retirements.length} forced retirement(s); ${draft.made.filter((m) => m.competitor).length} drafted`;
    db.update(seasons).set({ status: 'closed' }).where(eq(seasons.id, season.id)).run();
    const nextSeason = db
      .insert(seasons)
      .values({ number: season.number + 1 })
      .returning()
      .get();
    const next: CampaignContext = { ...ctx, season: nextSeason };
    for (const t of pool.taken) if (t.sponsor) addSponsorRow(next, Number(t.team), t.sponsor, 'pool');
    const wages = new Map<number, campaign.LedgerLine[]>();
    for (const s of staying) {
      const d = drivers.get(s.cid)!;
      wages.set(s.fid, [
        ...(wages.get(s.fid) ?? []),
        {
          amount: -s.wage,
          reason: `Wage for season ${nextSeason.number}: ${d.name} (level ${d.level})`,
          rule: campaign.CAMPAIGN_RULES.roster,
          stage: 'spending',
        },
      ]);
    }
    for (const [fid, lines] of wages) postLedger(next, fid, lines);
    updateDethmetalFranchise(conn, isNotNull(dethmetalFranchises.foundedSeason), { expansion: false });
    checkCash(
      conn,
      teams.map((t) => t.id),
    );

    const moved: MoneyMoved[] = teams
      .map((t) => moneyMoved(ctx, t.id, [...(money.get(t.id) ?? []), ...(wages.get(t.id) ?? [])]))
      .filter((m) => m.lines.length > 0);
    const report: SeasonEndReport = {
      preview: input.preview,
      seasonNumber: season.number,
      nextSeasonNumber: nextSeason.number,
      standings: ranking.map((p) => {
        const t = results.teams.find((r) => r.team === p.team)!;
        return { franchiseId: Number(p.team), franchise: name.get(p.team)!, points: t.points, wins: t.wins, place: p.place, decidedBy: p.decidedBy };
      }),
      shortfalls: shortfalls(conn, teams, { order, competitors: draftCompetitors, result: draft }, settings),
      metalCup: {
        winnerIds: cup.winners.map(Number),
        winners: cup.winners.map((w) => name.get(w)!),
        bonusDue: Object.fromEntries(Object.entries(cup.bonusDue).map(([t, k]) => [name.get(t)!, k])),
        extraContract: [...allowance].filter(([, n]) => n === campaign.FRANCHISE_CONTRACTS.topTwo).map(([t]) => name.get(t)!),
      },
      retirements,
      mechanics,
      draft: {
        enabled: settings.draftEnabled,
        ...(settings.draftEnabled ? { rule: campaign.draftRuleWords(settings) } : {}),
        order: order.order.map((t) => name.get(t)!),
        picks: Object.fromEntries(Object.entries(order.picks).map(([t, n]) => [name.get(t)!, n])),
        made: draft.made.map((m) => ({
          pick: m.slot.pick,
          round: m.slot.round,
          team: name.get(m.slot.team)!,
          competitor: m.competitor === null ? null : drivers.get(Number(m.competitor))!.name,
        })),
        outcomes,
      },
      sponsors: {
        leaving: pool.leaving.map((l) => ({ team: name.get(l.team)!, sponsor: l.sponsor, income: l.line.amount })),
        order: pool.order.map((t) => name.get(t)!),
        taken: pool.taken.map((t) => ({ team: name.get(t.team)!, sponsor: t.sponsor })),
        pool: pool.pool,
      },
      money: moved,
      rolls: [...ctx.dice.log],
      summary: summaryText,
    };
    // The season keeps its outcome for review (without the rolls, which the dice log holds).
    db.update(seasons)
      .set({ summary: JSON.stringify({ ...report, rolls: [] }) })
      .where(eq(seasons.id, season.id))
      .run();
    return { value: report, summary: summaryText };
  },
};

export function endSeason(conn: LeagueConnection, input: SeasonEndInput): SeasonEndReport {
  return runOwnStep(conn, 'season.end', seasonEndStep, input, { preview: input.preview }, (ctx) => ({ seasonNumber: ctx.season.number }));
}
