-- Issue 12: a Dethmetal league's match result columns (race points, prize money, the World Trade spin) move to
-- dethmetal_match_teams, one row per franchise in a match; a league of another ruleset keeps none of them. The
-- migrator rewrites the undo log right after this migration (db/movedColumns.ts).
INSERT INTO `dethmetal_match_teams` (`match_team_id`, `points`, `prize`, `world_trade`)
SELECT `id`, `points`, `prize`, `world_trade` FROM `match_teams`
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dethmetal'
ORDER BY `id`;
