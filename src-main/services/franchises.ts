import { asc, eq, sql } from 'drizzle-orm';
import type { Franchise } from '../../src-shared/ipc';
import type { LeagueConnection } from '../db/connection';
import { franchises } from '../db/schema';
import { ServiceError } from './errors';
import { runOperation } from './operation';
import { leagueServices } from './rulesets';

const columns = { id: franchises.id, name: franchises.name, colour: franchises.colour, owner: franchises.owner, createdAt: franchises.createdAt };

export function listFranchises(conn: LeagueConnection): Franchise[] {
  return conn.db
    .select(columns)
    .from(franchises)
    .orderBy(asc(sql`lower(${franchises.name})`))
    .all();
}

export function getFranchise(conn: LeagueConnection, id: number): Franchise {
  const row = conn.db.select(columns).from(franchises).where(eq(franchises.id, id)).get();
  if (!row) throw ServiceError.notFound('franchise', `There is no franchise with id ${id}.`);
  return row;
}

export function addFranchise(conn: LeagueConnection, input: { name: string; colour: string; owner: string }): Franchise {
  const clash = conn.db.select({ name: franchises.name }).from(franchises).where(sql`lower(${franchises.name}) = lower(${input.name})`).get();
  if (clash) {
    throw ServiceError.conflict(`A franchise named “${clash.name}” already exists.`, [{ path: ['name'], message: `“${clash.name}” is already taken` }]);
  }
  return runOperation(conn, 'franchise.add', input, () => {
    const row = conn.db.insert(franchises).values(input).returning(columns).get();
    // The row a ruleset keeps beside each of its franchises (issue 12), made in the franchise's own operation.
    leagueServices(conn).franchiseAdded?.(conn, row.id);
    return { value: row, summary: `Added the franchise “${row.name}”` };
  });
}
