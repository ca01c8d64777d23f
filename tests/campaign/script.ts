/**
 * A whole league, scripted: 6 franchises founded, 3 seasons of 8 matches, every campaign operation used at least
 * once. Match results come from the script's own small generator (not the league's dice), so the script is a pure
 * function of the league's state. Every successful write is recorded with its final input, so the same script can
 * be replayed through the `league` command line.
 */
import type { ChannelName, InputOf, ResultOf } from '../../src-shared/ipc';
import type { FranchiseDetail, PostMatchReport, SeasonEndReport } from '../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { MatchView } from '../../src-shared/ipc/channels/leagueTypes';
import { answering, bigCar, founding, gunCar, rocketCar, type League } from './support';
import { dethmetalDetails } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

export interface Call {
  channel: ChannelName;
  input: unknown;
}

export interface ScriptLog {
  calls: Call[];
  reports: PostMatchReport[];
  previews: PostMatchReport[];
  seasonEnds: SeasonEndReport[];
  seasonPreviews: SeasonEndReport[];
  franchiseIds: number[];
  /** Snapshots taken around the undo/redo in the middle of the script. */
  undo: { before: string; after: string; undone: string; redone: string } | null;
}

/** The script's own generator for match results (an LCG): deterministic, independent of the league dice. */
function generator(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085'];
const NAMES = ['Red Rockets', 'Blue Bombers', 'Green Goblins', 'Purple Pain', 'Orange Outlaws', 'Teal Terrors'];
const TRACKS = [
  { track: 'Denver', surface: 'dirt', kind: 'race' },
  { track: 'Seattle', surface: 'asphalt', kind: 'arena' },
  { track: 'Reno', surface: 'concrete', kind: 'race' },
  { track: "Austin's Double-Drum", surface: 'asphalt', kind: 'race' },
] as const;

export async function runScript(league: League, dump: () => string): Promise<ScriptLog> {
  const log: ScriptLog = { calls: [], reports: [], previews: [], seasonEnds: [], seasonPreviews: [], franchiseIds: [], undo: null };

  async function write<C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<ResultOf<C>> {
    const { value, input } = await answering(league, channel, payload, pickOption);
    log.calls.push({ channel, input });
    return value;
  }
  const read = <C extends ChannelName>(channel: C, payload: InputOf<C>) => league.call(channel, payload);
  const details = (id: number) => read('franchise.details', { id });

  // Season 1: six franchises, each founded a little differently.
  const plans: InputOf<'franchise.found'>[] = [
    founding(NAMES[0]!, COLOURS[0]!, {
      partySpend: 80,
      stores: [
        { item: 'Rockets', quantity: 2 },
        { item: 'Tire-set (heavy)', quantity: 1, tread: 'traction' },
        { item: 'Gear-set', quantity: 1, gearing: 1 },
      ],
    }),
    founding(NAMES[1]!, COLOURS[1]!, {
      mechanicRating: 3,
      vehicles: [{ design: bigCar('Blue Bombers One') }, { design: gunCar('Blue Bombers Two') }, { design: rocketCar('Blue Bombers Three') }],
    }),
    founding(NAMES[2]!, COLOURS[2]!, {
      competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang', 'Grit'].map((n) => ({ name: `${n} Green` })),
      vehicles: [1, 2, 3, 4].map((i) => ({ design: gunCar(`Green Goblins ${i}`) })),
    }),
    founding(NAMES[3]!, COLOURS[3]!, { partySpend: 40 }),
    founding(NAMES[4]!, COLOURS[4]!, { mechanicRating: 1 }),
    founding(NAMES[5]!, COLOURS[5]!, { partySpend: 20 }),
  ];
  for (const plan of plans) log.franchiseIds.push((await write('franchise.found', plan)).franchise.id);
  const [red, blue, green, purple, orange] = log.franchiseIds as [number, number, number, number, number, number];

  for (let season = 1; season <= 3; season++) {
    if (season > 1) {
      // A new season: parties, mechanics, a veteran hired back from the free agents.
      await write('sponsors.party', { franchiseId: purple, amount: 80 });
      await write('sponsors.party', { franchiseId: red, amount: 150 });
      const agents = await read('roster.freeAgents', {});
      const orangeRoster = (await details(orange)).roster.length;
      if (agents.length > 0 && orangeRoster < 10) await write('roster.hire', { franchiseId: orange, competitorId: agents[0]!.id });
    }
    if (season === 2) await write('mechanic.hire', { franchiseId: orange, rating: 2 });

    for (let number = 1; number <= 8; number++) {
      await betweenMatches(season, number);
      for (const fid of log.franchiseIds) await keepLegal(fid);
      const t = TRACKS[(season * 8 + number) % TRACKS.length]!;
      let m = await write('schedule.add', { ...t, date: `S${season}-M${number}` });
      if (season === 1 && number === 8) {
        // Schedule, think again, remove, schedule again.
        await write('schedule.remove', { matchId: m.id });
        m = await write('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race', date: 'S1-M8 (moved)' });
      }
      await playMatch(m, season * 100 + number);
    }
    await endSeason(season);
  }
  return log;

  async function betweenMatches(season: number, number: number): Promise<void> {
    if (season === 1 && number === 2) {
      await write('roster.hire', { franchiseId: red, name: 'Kid Red' });
      const r = await details(red);
      const b = await details(blue);
      await write('roster.trade', {
        fromFranchiseId: red,
        toFranchiseId: blue,
        competitorIds: [r.roster[1]!.id],
        returnCompetitorIds: [b.roster[5]!.id],
        price: 15,
      });
      const g = await details(green);
      await write('roster.release', { competitorId: g.roster[6]!.id });
    }
    if (season === 1 && number === 3) {
      // Refit with the traction tires and the +1 gear-set bought at founding; buy and sell a car.
      const r = await details(red);
      const car = r.vehicles[0]!;
      await write('garage.refit', {
        vehicleId: car.id,
        design: { ...car.design, tires: { type: 'heavy-duty', tread: 'traction', rare: false }, gearing: 1 },
        buyMissing: false,
      });
      await write('garage.buy', { franchiseId: purple, design: gunCar('Purple Spare') });
      const p = await details(purple);
      await write('garage.sell', { vehicleId: p.vehicles.find((v) => v.name === 'Purple Spare')!.id });
    }
    if (number === 4 || number === 7) {
      // Restock rockets: a fresh Rocket-pack on every empty rocket mount (bought at list price if not in the stores).
      for (const fid of log.franchiseIds) {
        const d = await details(fid);
        for (const v of d.vehicles) {
          const empty = v.design.mounts.findIndex((mt) => mt.type === 'rocket' && mt.weapon === null);
          if (empty < 0) continue;
          if (d.cash < 10) continue;
          // Half the teams stock up first; the others let the refit buy the rockets.
          if (fid % 2 === 0) await write('stores.buy', { franchiseId: fid, items: [{ item: 'Rockets', quantity: 1 }] });
          const design = structuredClone(v.design);
          design.mounts[empty]!.weapon = 'Rocket-pack';
          await write('garage.refit', { vehicleId: v.id, design, buyMissing: true });
        }
      }
    }
  }

  /** Below the minimums a team must hire or buy before its next match (gaps.md #71). */
  async function keepLegal(fid: number): Promise<void> {
    let d = await details(fid);
    let n = 0;
    while (d.roster.length < 6 && d.cash >= 50) {
      await write('roster.hire', { franchiseId: fid, name: `Rookie ${fid}-${d.roster.length}-${log.calls.length}-${n++}` });
      d = await details(fid);
    }
    while (d.vehicles.length < 3 && d.cash >= 115) {
      await write('garage.buy', { franchiseId: fid, design: gunCar(`Car ${fid}-${log.calls.length}`) });
      d = await details(fid);
    }
  }

  async function playMatch(m: MatchView, seed: number): Promise<void> {
    const rng = generator(seed);
    const pre = await write('match.preMatch', { matchId: m.id });
    const teams: InputOf<'match.record'>['teams'] = [];
    for (const fid of log.franchiseIds) {
      const d = await details(fid);
      const cars = d.vehicles.filter((v) => !dethmetalDetails(pre).preMatch!.vehicles.some((x) => x.id === v.id && x.brokenDown)).slice(0, 3);
      const people = d.roster.filter((c) => c.usable);
      const seats = cars
        .slice(0, people.length)
        .map((v, i) => ({ v, driver: people[i]!, gunner: v.design.components.gunnerStation ? people[cars.length + i] : undefined }));
      await write('match.assign', {
        matchId: m.id,
        franchiseId: fid,
        heats: [1, 2].map((heat) => ({
          heat,
          cars: seats.map((s) => ({ vehicleId: s.v.id, driverId: s.driver.id, ...(s.gunner ? { gunnerId: s.gunner.id } : {}) })),
        })),
      });
      teams.push(teamResult(d, seats, rng, m.number));
    }
    // Preview first, then commit with the same answers, buying what was found when the bank allows.
    const preview = await answering(league, 'match.record', { matchId: m.id, preview: true, teams }, pickOption);
    log.calls.push({ channel: 'match.record', input: preview.input });
    log.previews.push(preview.value);
    const commit = structuredClone(preview.input) as InputOf<'match.record'>;
    commit.preview = false;
    for (const f of preview.value.franchises) {
      const buy = f.offers.filter((o) => o.price <= f.cashAfter - 60 && o.category !== 'personal' && o.category !== 'medical');
      if (buy.length) commit.teams.find((t) => t.franchiseId === f.franchiseId)!.buyFound = buy.map((o) => o.key);
    }
    const before = dump();
    const report = await write('match.record', commit);
    log.reports.push(report);
    if (log.reports.length === 5) {
      // Undo the recording and redo it: the file is exactly as before, then exactly as after.
      const after = dump();
      await write('journal.undo', {});
      const undone = dump();
      await write('journal.redo', {});
      log.undo = { before, after, undone, redone: dump() };
    }
  }

  function teamResult(
    d: FranchiseDetail,
    seats: { v: FranchiseDetail['vehicles'][number]; driver: FranchiseDetail['roster'][number]; gunner?: FranchiseDetail['roster'][number] }[],
    rng: (n: number) => number,
    matchNumber: number,
  ) {
    const competitors = seats
      .flatMap((s) => [s.driver, ...(s.gunner ? [s.gunner] : [])])
      .map((c) => ({ competitorId: c.id, points: [0, 0, 1, 2, 3, 4, 6][rng(7)]!, criticals: rng(3), outOfAction: rng(100) < 14 }));
    const vehicles = seats.map((s) => ({ vehicleId: s.v.id, criticals: rng(4), destroyed: rng(100) < 8, damage: rng(5) }));
    const holding = d.sponsors.some((s) => s.type === 'Holding company');
    return {
      franchiseId: d.id,
      competitors,
      vehicles,
      worldTrade: d.id % 2 === 1 || matchNumber % 3 === 0,
      bankruptHoldingCompany: holding && matchNumber === 6,
    };
  }

  async function endSeason(season: number): Promise<void> {
    const safe: Record<string, string> = {};
    const contracts: Record<string, number[]> = {};
    const standings = await read('standings.get', {});
    const top = new Set(standings.franchises.filter((f) => f.place <= 2).map((f) => f.franchiseId));
    for (const fid of log.franchiseIds) {
      const d = await details(fid);
      const lastSafe = d.sponsors.find((s) => s.safeSeasons.includes(season - 1))?.type;
      const pick = d.sponsors.find((s) => s.type !== lastSafe);
      if (pick) safe[String(fid)] = pick.type;
      contracts[String(fid)] = [...d.roster]
        .filter((c) => !c.retiresAtSeasonEnd)
        .sort((a, b) => b.driver.xp - a.driver.xp || a.id - b.id)
        .slice(0, top.has(fid) ? 3 : 2)
        .map((c) => c.id);
    }
    const input = { safe, contracts, releaseMechanics: season === 3 ? [log.franchiseIds[1]!] : [] } as InputOf<'season.end'>;
    const preview = await answering(league, 'season.end', { ...input, preview: true }, pickOption);
    log.calls.push({ channel: 'season.end', input: preview.input });
    log.seasonPreviews.push(preview.value);
    log.seasonEnds.push(await write('season.end', { ...(preview.input as InputOf<'season.end'>), preview: false }));
  }
}

/** The script's answer to every choice: Mechanic again; the draft's most experienced option; the first sponsor. */
function pickOption(options: { value: string | number; label: string }[], path: (string | number)[]): string | number {
  if (path[0] === 'draftPicks') {
    const levels = options.map((o) => Number(/level (\d+)/.exec(o.label)?.[1] ?? -1));
    return options[levels.indexOf(Math.max(...levels))]!.value;
  }
  return options[0]!.value;
}
