/**
 * The ruleset shape Dirty Wheels is built to, declared here while another engineer adds these fields to
 * src-shared/engine/ruleset.ts. When that lands, the lead can replace these local declarations with the shared ones
 * (the names match) and delete this file.
 */
import type { z } from 'zod';
import type { HouseRuleDef, Problem, SheetField, VehicleModule } from '../ruleset';

export interface RulesetCapabilities {
  people: 'driver' | 'crew' | 'none';
  money: boolean;
  campaign: boolean;
  assistant: boolean;
  sheets: readonly ('vehicle' | 'person' | 'team')[];
}

export interface RulesetTable {
  id: string;
  section: string;
  rows: readonly unknown[];
}

export interface PersonModule<Person, Settings> {
  personSchema: z.ZodType<Person>;
  newPerson(name: string, settings: Settings): Person;
  validate(person: Person, settings: Settings): Problem[];
  sheetFields(person: Person, settings: Settings): SheetField[];
}

export type Scoring = { kind: 'wdl'; win: number; draw: number; loss: number };
export type TieBreaker = 'head-to-head' | 'kills' | 'roll-off';

export interface StandingsRules {
  scoring: Scoring;
  tieBreakers: readonly TieBreaker[];
}

export interface RulesetV2<Design, Derived, Person, Settings> {
  id: string;
  name: string;
  summary: string;
  capabilities: RulesetCapabilities;
  tables: readonly RulesetTable[];
  houseRules: readonly HouseRuleDef[];
  settingsSchema: z.ZodType<Settings>;
  defaultSettings(): Settings;
  vehicle: VehicleModule<Design, Derived, Settings>;
  person: PersonModule<Person, Settings>;
  standings: StandingsRules;
}
