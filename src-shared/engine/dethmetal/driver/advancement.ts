import type { Dice, RollRecord } from '../../dice';
import type { TalentName, TraitName } from '../names';
import { ADVANCEMENT_TABLE, TRAIT_ADVANCE_TABLE, type AdvancementCategory } from './advancement-tables';
import { levelForXp } from './experience';
import { talentCount, withTalentAdded, withTraitRaised, type Driver } from './model';
import { rowFor } from './roll-table';
import type { DriverSettings } from './settings';
import { REPEATABLE_TALENT, TALENT_TABLES, mechanicSkill, type TalentTable, type TalentTableKey } from './talents';

/** The organizer's answer to the one choice an advancement can offer (gaps.md #7: Mechanic "may be taken again"). */
export type AdvancementAnswer = 'take-mechanic-again' | 'reroll';

export interface AdvancementChoice {
  kind: 'mechanic-again';
  question: string;
  options: readonly { answer: AdvancementAnswer; label: string }[];
  rule: string;
}

export type AdvancementGain =
  | { kind: 'trait'; trait: TraitName; newRank: number }
  | { kind: 'talent'; table: TalentTableKey; talent: TalentName; copies: number }
  /** Every trait is at the cap and every talent is held: there is nothing left to gain. */
  | { kind: 'nothing' };

interface AdvancementCommon {
  level: number;
  /** This advancement's rolls, in order, each with what it decided. */
  rolls: RollRecord[];
  explanation: string[];
}

/**
 * 'choice-needed' stops before anything is changed. Ask the organizer, then run the same call again with the
 * same dice (same seed and counter, or the same typed rolls) and the answer appended to `answers`: the rolls
 * replay identically up to the question and the answer is used there.
 */
export type AdvancementResult =
  | (AdvancementCommon & { status: 'done'; gain: AdvancementGain; driver: Driver })
  | (AdvancementCommon & { status: 'choice-needed'; choice: AdvancementChoice });

interface AnswerQueue {
  next(): AdvancementAnswer | undefined;
}

function queueOf(answers: readonly AdvancementAnswer[]): AnswerQueue {
  let i = 0;
  return { next: () => answers[i++] };
}

type Outcome = { gain: AdvancementGain } | { choice: AdvancementChoice };
type CategoryOutcome = Outcome | { exhausted: true };

class Advancement {
  readonly rolls: RollRecord[] = [];
  private mechanicDeclined = false;

  constructor(
    private readonly dice: Dice,
    private readonly driver: Driver,
    private readonly settings: DriverSettings,
    private readonly answers: AnswerQueue,
    readonly level: number,
  ) {}

  private roll(notation: string, purpose: string): RollRecord {
    const r = this.dice.roll(notation, purpose);
    this.rolls.push(r);
    return r;
  }

  private reroll(previous: RollRecord, decided: string, reason: string): RollRecord {
    this.dice.decide(previous, decided);
    const r = this.dice.reroll(previous, reason);
    this.rolls.push(r);
    return r;
  }

  private traitOpen(trait: TraitName): boolean {
    return this.driver.traits[trait] < this.settings.traitCap;
  }

  private mechanicOpen(): boolean {
    const copies = talentCount(this.driver, REPEATABLE_TALENT);
    return !this.mechanicDeclined && mechanicSkill(copies) < this.settings.mechanicSkillMax;
  }

  private talentOpen(talent: TalentName): boolean {
    return talentCount(this.driver, talent) === 0 || (talent === REPEATABLE_TALENT && this.mechanicOpen());
  }

  private categoryOpen(category: AdvancementCategory): boolean {
    return category.kind === 'trait'
      ? TRAIT_ADVANCE_TABLE.some((row) => this.traitOpen(row.trait))
      : TALENT_TABLES[category.table].rows.some((row) => this.talentOpen(row.talent));
  }

  run(): Outcome {
    if (!ADVANCEMENT_TABLE.some((row) => this.categoryOpen(row.result))) return { gain: { kind: 'nothing' } };
    let roll = this.roll('2d6', `Advancement roll (level ${this.level})`);
    for (;;) {
      const row = rowFor(ADVANCEMENT_TABLE, roll.value, 'Advancement roll');
      if (!this.categoryOpen(row.result)) {
        roll = this.reroll(roll, `${row.printed}: nothing left to gain, re-roll`, 'nothing left on that table (gaps.md #7, #9)');
        continue;
      }
      this.dice.decide(roll, row.printed);
      const outcome = row.result.kind === 'trait' ? this.traitPoint() : this.talent(row.result.table);
      if (!('exhausted' in outcome)) return outcome;
      // Declining Mechanic emptied the talent table: roll the advancement again.
      roll = this.reroll(roll, `${row.printed}: nothing left to gain, re-roll`, 'nothing left on that table (gaps.md #7)');
    }
  }

  /** Advancement 7: roll the Trait improved table; a trait at the cap is re-rolled (gaps.md #8, #9). */
  private traitPoint(): Outcome {
    let roll = this.roll('1d6', `Trait improved (level ${this.level})`);
    for (;;) {
      const row = rowFor(TRAIT_ADVANCE_TABLE, roll.value, 'Trait improved table');
      if (this.traitOpen(row.trait)) {
        const newRank = this.driver.traits[row.trait] + 1;
        this.dice.decide(roll, `+1 ${row.printed} (now ${newRank})`);
        return { gain: { kind: 'trait', trait: row.trait, newRank } };
      }
      roll = this.reroll(roll, `${row.printed} already at ${this.settings.traitCap}, re-roll`, `trait at its maximum (gaps.md #9)`);
    }
  }

  /** A talent table: 1d6; a talent already held is re-rolled, except Mechanic, which may be taken again (gaps.md #7). */
  private talent(table: TalentTableKey): CategoryOutcome {
    const { title, rows }: TalentTable = TALENT_TABLES[table];
    let roll = this.roll('1d6', `${title} (level ${this.level})`);
    for (;;) {
      const { talent } = rowFor(rows, roll.value, title);
      const copies = talentCount(this.driver, talent);
      if (copies === 0) {
        this.dice.decide(roll, talent);
        return { gain: { kind: 'talent', table, talent, copies: 1 } };
      }
      if (talent === REPEATABLE_TALENT && this.mechanicOpen()) {
        const answer = this.answers.next();
        if (answer === undefined) return { choice: this.mechanicChoice(copies) };
        if (answer === 'take-mechanic-again') {
          this.dice.decide(roll, `${talent} again (repair skill ${mechanicSkill(copies + 1)})`);
          return { gain: { kind: 'talent', table, talent, copies: copies + 1 } };
        }
        this.mechanicDeclined = true;
        if (!this.categoryOpen({ kind: 'talent', table })) {
          this.dice.decide(roll, `${talent} declined`);
          return { exhausted: true };
        }
        roll = this.reroll(roll, `${talent} declined, re-roll`, 'Mechanic declined (gaps.md #7)');
        continue;
      }
      roll = this.reroll(roll, `${talent} already held, re-roll`, 'talent already held (gaps.md #7)');
    }
  }

  private mechanicChoice(copies: number): AdvancementChoice {
    const from = mechanicSkill(copies);
    return {
      kind: 'mechanic-again',
      question: `${this.driver.name} already has Mechanic (repair skill ${from}). Take it again, or re-roll on the General Talents table?`,
      options: [
        { answer: 'take-mechanic-again', label: `Take Mechanic again (repair skill ${from} → ${from + 1})` },
        { answer: 'reroll', label: 'Re-roll on the General Talents table' },
      ],
      rule: 'Part I › General Talents › Mechanic (gaps.md #7)',
    };
  }
}

function explain(rolls: readonly RollRecord[]): string[] {
  return rolls.map((r) => `${r.purpose}: ${r.notation} = ${r.value}${r.decided ? ` → ${r.decided}` : ''}`);
}

function applyGain(driver: Driver, gain: AdvancementGain): Driver {
  switch (gain.kind) {
    case 'trait':
      return withTraitRaised(driver, gain.trait);
    case 'talent':
      return withTalentAdded(driver, gain.talent);
    case 'nothing':
      return driver;
  }
}

function advance(dice: Dice, driver: Driver, settings: DriverSettings, answers: AnswerQueue): AdvancementResult {
  const level = driver.level + 1;
  const advancement = new Advancement(dice, driver, settings, answers, level);
  const outcome = advancement.run();
  const rolls = advancement.rolls;
  const explanation = explain(rolls);
  if ('choice' in outcome) return { status: 'choice-needed', level, rolls, explanation, choice: outcome.choice };
  const gain = outcome.gain;
  if (gain.kind === 'nothing') explanation.push(`Level ${level}: every trait is at its maximum and every talent is held; nothing to gain.`);
  return { status: 'done', level, rolls, explanation, gain, driver: { ...applyGain(driver, gain), level } };
}

/**
 * Part I › Advancement roll: the one roll for one level gained (2d6 category, then the 1d6 trait or talent
 * table). The returned driver has `level` one higher. applyLevelUps is the usual entry point.
 */
export function advancementRoll(dice: Dice, driver: Driver, settings: DriverSettings, answers: readonly AdvancementAnswer[] = []): AdvancementResult {
  return advance(dice, driver, settings, queueOf(answers));
}

export type LevelUpResult =
  | { status: 'done'; driver: Driver; advancements: Extract<AdvancementResult, { status: 'done' }>[] }
  | {
      status: 'choice-needed';
      /** Advancements completed before the question; re-run the whole call with the answer (see AdvancementResult). */
      advancements: Extract<AdvancementResult, { status: 'done' }>[];
      pending: Extract<AdvancementResult, { status: 'choice-needed' }>;
    };

/**
 * Set XP to `newXp` and make one advancement roll for each level gained, in order (gaps.md #11).
 * `answers` are consumed in order by every choice met along the way.
 */
export function applyLevelUps(dice: Dice, driver: Driver, newXp: number, settings: DriverSettings, answers: readonly AdvancementAnswer[] = []): LevelUpResult {
  if (newXp < driver.xp) throw new RangeError(`Experience never goes down (${driver.xp} → ${newXp}).`);
  const target = levelForXp(newXp, settings);
  const queue = queueOf(answers);
  const advancements: Extract<AdvancementResult, { status: 'done' }>[] = [];
  let current: Driver = { ...driver, xp: newXp };
  while (current.level < target) {
    const result = advance(dice, current, settings, queue);
    if (result.status === 'choice-needed') return { status: 'choice-needed', advancements, pending: result };
    advancements.push(result);
    current = result.driver;
  }
  return { status: 'done', driver: current, advancements };
}
