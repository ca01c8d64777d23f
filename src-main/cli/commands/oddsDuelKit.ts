/** What both rulesets' parts of `league odds duel` share: a car of the league named by its vehicle id. */
import { eq } from 'drizzle-orm';
import type { LeagueConnection } from '../../db/connection';
import { vehicles } from '../../db/schema';
import { CliError } from '../kit';
import type { DuelSideArg } from './oddsKit';

/** The team of the car `--a`/`--b` names by vehicle id; a word that is neither an id nor `stock:NAME` is refused. */
export function vehicleFranchise(conn: LeagueConnection, arg: DuelSideArg): number {
  if (!/^\d+$/.test(arg.design))
    throw new CliError(`--${arg.flag} "${arg.design}" is neither a car of the league (its vehicle id, as \`league team show\` lists it) nor stock:NAME.`, 2);
  const row = conn.db
    .select({ franchiseId: vehicles.franchiseId, status: vehicles.status })
    .from(vehicles)
    .where(eq(vehicles.id, Number(arg.design)))
    .get();
  if (!row) throw new CliError(`--${arg.flag} ${arg.design}: the league has no car with vehicle id ${arg.design}.`, 2);
  return row.franchiseId;
}
