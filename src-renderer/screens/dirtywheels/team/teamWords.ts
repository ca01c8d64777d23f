import type { TeamScreenWords } from '../../../components/team/teamWords';

/** The screen's id in the navigation (its declaration's). */
export const SCREEN = 'team';

/** What Dirty Wheels calls a team and who runs it (a player), for the Teams screen and the League overview's card. */
export const TEAM_WORDS: Omit<TeamScreenWords, 'empty'> = {
  title: 'Teams',
  one: 'team',
  form: { name: 'Team name', namePlaceholder: 'e.g. Rust Rats', owner: 'Player', submit: 'Add the team' },
  next: 'add its cars now.',
};
