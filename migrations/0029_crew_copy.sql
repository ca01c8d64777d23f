-- Issue 21, generic entities: crew slots become core relations.
-- Dethmetal's per-heat assignments (a driver and a gunner column) become one row per person seated, its slot named
-- (`driver`, `gunner`: Dethmetal's declared slots) and the heat its round. Row n becomes rows 2n (its driver) and 2n+1
-- (its gunner, when it had one), so a heat's cars keep the order they were assigned in and the undo log, which names
-- rows by rowid, can be rewritten row for row (db/movedColumns.ts, CREW_MOVES).
INSERT INTO `match_crew` (`id`, `match_id`, `round`, `franchise_id`, `vehicle_id`, `slot`, `person_id`)
SELECT `id` * 2, `match_id`, `heat`, `franchise_id`, `vehicle_id`, 'driver', `driver_id` FROM `match_assignments`
UNION ALL
SELECT `id` * 2 + 1, `match_id`, `heat`, `franchise_id`, `vehicle_id`, 'gunner', `gunner_id` FROM `match_assignments` WHERE `gunner_id` IS NOT NULL
ORDER BY 1;
--> statement-breakpoint
-- Dirty Wheels' driver of each car leaves the driver's JSON (`vehicleId`) for the standing crew, in its `driver` slot;
-- the crew row takes the driver's id, so the undo log's statements on a driver reach his seat by the same rowid. A
-- removed car keeps the row of the driver who drove it (his career still names his car).
INSERT INTO `crew` (`id`, `vehicle_id`, `slot`, `person_id`)
SELECT c.`id`, json_extract(c.`record`, '$.vehicleId'), 'driver', c.`id` FROM `competitors` c
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dirtywheels'
  AND json_valid(c.`record`) AND json_type(c.`record`, '$.vehicleId') = 'integer'
  AND EXISTS (SELECT 1 FROM `vehicles` v WHERE v.`id` = json_extract(c.`record`, '$.vehicleId'))
ORDER BY c.`id`;
--> statement-breakpoint
UPDATE `competitors` SET `record` = json_remove(`record`, '$.vehicleId')
WHERE (SELECT `ruleset` FROM `league` WHERE `id` = 1) = 'dirtywheels' AND json_valid(`record`) AND json_type(`record`, '$.vehicleId') IS NOT NULL;
