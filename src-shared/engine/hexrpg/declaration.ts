/**
 * What the hex RPG's vehicle combat has, declared once (issue 26; the shape and its checks: ../declaration.ts). A
 * league is a campaign: a team (a gang, a convoy) owns characters and bikes, cars and warcars; a session is one round
 * the organizer records by what happened (survived, kills), with no standings of its own: the chapter has no wins,
 * draws or losses (a ruleset without standings is legal). Registered in the build (src-shared/rulesets/hexrpg.ts).
 *
 * What the core's declaration cannot say (gaps.md #19, "core extension needed"): a character on foot (in no vehicle),
 * passengers who are not a kind of their own, and a driver who bails out and commandeers another vehicle.
 */
import type { RulesetDeclaration } from '../declaration';

export const hexrpgDeclaration: RulesetDeclaration = {
  id: 'hexrpg',
  team: { one: 'gang', many: 'gangs' },
  vehicles: [
    { kind: 'bike', one: 'bike', many: 'bikes' },
    { kind: 'car', one: 'car', many: 'cars' },
    { kind: 'warcar', one: 'warcar', many: 'warcars' },
  ],
  people: [{ kind: 'character', one: 'character', many: 'characters' }],
  slots: [
    // 2a: "one motorbike with 2 people fit in a hex": a rider and a passenger.
    { id: 'bikeDriver', label: 'Rider', vehicle: 'bike', person: 'character', min: 0, max: 1 },
    { id: 'bikePassenger', label: 'Passenger', vehicle: 'bike', person: 'character', min: 0, max: 1 },
    // A driver may jump out (3d), leaving the vehicle undriven: no slot is required (gaps.md #19).
    { id: 'carDriver', label: 'Driver', vehicle: 'car', person: 'character', min: 0, max: 1 },
    { id: 'carPassengers', label: 'Passengers', vehicle: 'car', person: 'character', min: 0, max: 3 },
    { id: 'warcarDriver', label: 'Driver', vehicle: 'warcar', person: 'character', min: 0, max: 1 },
    { id: 'warcarPassengers', label: 'Passengers', vehicle: 'warcar', person: 'character', min: 0, max: 7 },
  ],
  stats: [
    { key: 'survived', label: 'Characters who survived', better: 'more' },
    { key: 'kills', label: 'Kills', better: 'more' },
  ],
  standings: null,
  // The core draws League and Season; Gangs and Match are its own (src-renderer/screens/hexrpg/).
  screens: [
    { id: 'league', label: 'League', hint: 'Gangs, characters and vehicles' },
    { id: 'gangs', label: 'Gangs', hint: 'Characters, vehicles and who rides where', needs: { people: ['characters'] } },
    { id: 'match', label: 'Match', hint: 'Run and record a session' },
    { id: 'season', label: 'Season', hint: 'Sessions and recovery between them' },
  ],
  parts: [],
  // Its character and vehicle sheets are added with them (src-main/sheets/hexrpg/).
  print: {
    kinds: [
      { kind: 'character', label: 'Character sheet', by: { id: 'personId', what: 'character' } },
      { kind: 'vehicle', label: 'Vehicle sheet', by: { id: 'vehicleId', what: 'vehicle' } },
      { kind: 'gang', label: 'Gang roster', by: { id: 'franchiseId', what: 'gang' } },
    ],
    otherwise: 'A hex RPG league prints a character’s sheet, a vehicle’s sheet, or a gang’s roster with all its sheets.',
  },
  // `league recover`: the days between sessions from the terminal.
  cli: { commands: ['recover'], groupSubs: [] },
  // Its match table (ipc/channels/hexrpg/table.ts) and its recovery between sessions (ipc/channels/hexrpg/between.ts).
  channels: ['hxTable.state', 'hxTable.preview', 'hxTable.act', 'hexrpg.recover'],
  // A session has no win, draw or loss: each character's session is a kind of its own (services/hexrpg/careers.ts).
  careerEvents: [
    { kind: 'hexrpg-session', label: 'Played a session' },
    { kind: 'hexrpg-kill', label: 'Killed a character' },
    { kind: 'hexrpg-died', label: 'Died' },
  ],
};
