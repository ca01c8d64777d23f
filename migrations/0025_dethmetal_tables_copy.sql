-- Issue 21: the tables only Dethmetal has leave the core schema whole, each row keeping its id (so its rowid, which the
-- undo log names): stores, sponsors, the design library, and what the post-match made of each competitor and car. A
-- league of another ruleset has no rows in them. Dethmetal's event kind (race or arena) moves from the core's matches to
-- dethmetal_matches. The migrator rewrites the undo log right after this migration (db/movedColumns.ts).
INSERT INTO `dethmetal_stores` (`id`, `franchise_id`, `category`, `item`, `detail`, `price`, `origin`, `vehicle_id`, `status`, `acquired_season`)
SELECT `id`, `franchise_id`, `category`, `item`, `detail`, `price`, `origin`, `vehicle_id`, `status`, `acquired_season` FROM `stores` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `dethmetal_sponsors` (`id`, `franchise_id`, `type`, `status`, `came`, `from_season`, `to_season`, `safe_seasons`)
SELECT `id`, `franchise_id`, `type`, `status`, `came`, `from_season`, `to_season`, `safe_seasons` FROM `sponsors` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `dethmetal_design_templates` (`id`, `name`, `design`, `created_at`)
SELECT `id`, `name`, `design`, `created_at` FROM `design_templates` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `dethmetal_competitor_results` (`id`, `match_id`, `competitor_id`, `franchise_id`, `took_part`, `points`, `criticals`, `out_of_action`, `xp`, `level_after`, `quirk`)
SELECT `id`, `match_id`, `competitor_id`, `franchise_id`, `took_part`, `points`, `criticals`, `out_of_action`, `xp`, `level_after`, `quirk` FROM `competitor_results` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `dethmetal_vehicle_results` (`id`, `match_id`, `vehicle_id`, `franchise_id`, `raced`, `criticals`, `destroyed`, `damage`)
SELECT `id`, `match_id`, `vehicle_id`, `franchise_id`, `raced`, `criticals`, `destroyed`, `damage` FROM `vehicle_results` ORDER BY `id`;
--> statement-breakpoint
UPDATE `dethmetal_matches` SET `kind` = (SELECT `kind` FROM `matches` WHERE `matches`.`id` = `dethmetal_matches`.`match_id`)
WHERE (SELECT `kind` FROM `matches` WHERE `matches`.`id` = `dethmetal_matches`.`match_id`) IN ('race', 'arena');
