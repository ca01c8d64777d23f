-- Issue 12: a Dethmetal league's competitor columns (franchise contract, the season's wage) move to
-- dethmetal_competitors, one row per competitor; a league of another ruleset keeps none of them. The migrator rewrites
-- the undo log right after this migration (db/movedColumns.ts).
INSERT INTO `dethmetal_competitors` (`competitor_id`, `contracted`, `wage`, `wage_season`)
SELECT `id`, `contracted`, `wage`, `wage_season` FROM `competitors`
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dethmetal'
ORDER BY `id`;
