ALTER TABLE `competitors` DROP COLUMN `contracted`;--> statement-breakpoint
ALTER TABLE `competitors` DROP COLUMN `wage`;--> statement-breakpoint
ALTER TABLE `competitors` DROP COLUMN `wage_season`;