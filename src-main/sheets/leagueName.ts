import type { LeagueConnection } from '../db/connection';

/** The league's name, for a document's footer and Dethmetal's match cover. */
export const leagueName = (conn: LeagueConnection) => (conn.sqlite.prepare('SELECT name FROM league WHERE id = 1').get() as { name: string }).name;
