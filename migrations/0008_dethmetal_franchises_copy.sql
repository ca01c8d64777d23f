-- Issue 12: a Dethmetal league's franchise columns move to dethmetal_franchises, one row per franchise; a league of
-- another ruleset keeps none of them (its values were the unused defaults). The undo log is rewritten by the migrator
-- (db/movedColumns.ts) right after this migration, so an operation done before the move can still be undone.
INSERT INTO `dethmetal_franchises` (`franchise_id`, `cash`, `mechanic_rating`, `founded_season`, `expansion`, `cup_won_season`, `cup_bonus_due`, `party_season`)
SELECT `id`, `cash`, `mechanic_rating`, `founded_season`, `expansion`, `cup_won_season`, `cup_bonus_due`, `party_season` FROM `franchises`
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dethmetal'
ORDER BY `id`;
