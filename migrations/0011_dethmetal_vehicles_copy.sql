-- Issue 12: a Dethmetal league's car columns (DP budget and bonus, criticals and damage carried, price paid) move to
-- dethmetal_vehicles, one row per car; a league of another ruleset keeps none of them. The migrator rewrites the undo
-- log right after this migration (db/movedColumns.ts).
INSERT INTO `dethmetal_vehicles` (`vehicle_id`, `budget`, `bonus_dp`, `criticals`, `damage`, `purchase_price`)
SELECT `id`, `budget`, `bonus_dp`, `criticals`, `damage`, `purchase_price` FROM `vehicles`
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dethmetal'
ORDER BY `id`;
