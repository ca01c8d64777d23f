ALTER TABLE `match_teams` DROP COLUMN `points`;--> statement-breakpoint
ALTER TABLE `match_teams` DROP COLUMN `prize`;--> statement-breakpoint
ALTER TABLE `match_teams` DROP COLUMN `world_trade`;