-- Issue 12: a Dethmetal league's event columns (road surface, heats, pre-match rolls, the recorded report) move to
-- dethmetal_matches, one row per match; a league of another ruleset keeps none of them. The migrator rewrites the undo
-- log right after this migration (db/movedColumns.ts).
INSERT INTO `dethmetal_matches` (`match_id`, `surface`, `heats`, `pre_match`, `report`)
SELECT `id`, `surface`, `heats`, `pre_match`, `report` FROM `matches`
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dethmetal'
ORDER BY `id`;
