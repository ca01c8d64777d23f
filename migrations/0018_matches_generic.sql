ALTER TABLE `matches` DROP COLUMN `surface`;--> statement-breakpoint
ALTER TABLE `matches` DROP COLUMN `heats`;--> statement-breakpoint
ALTER TABLE `matches` DROP COLUMN `pre_match`;--> statement-breakpoint
ALTER TABLE `matches` DROP COLUMN `report`;