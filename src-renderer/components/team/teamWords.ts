import type { TeamFormWords } from '../TeamForm';

/** What a ruleset calls its teams (Dirty Wheels' and race combat's teams, Battlecars' players, the hex RPG's gangs). */
export interface TeamScreenWords {
  /** The screen's title: “Teams”. */
  title: string;
  /** One of them, lower case: “team” (“Add a team”, “New team”, “Team added”, the picker's “Team”, “No teams yet”). */
  one: string;
  form: TeamFormWords;
  /** The toast's words after a team is added, after its name: “add its cars now.” */
  next: string;
  /** The empty screen's words: what a team is in this game. */
  empty: string;
}

/** “Team” of “team”. */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
