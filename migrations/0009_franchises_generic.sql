ALTER TABLE `franchises` DROP COLUMN `cash`;--> statement-breakpoint
ALTER TABLE `franchises` DROP COLUMN `mechanic_rating`;--> statement-breakpoint
ALTER TABLE `franchises` DROP COLUMN `founded_season`;--> statement-breakpoint
ALTER TABLE `franchises` DROP COLUMN `expansion`;--> statement-breakpoint
ALTER TABLE `franchises` DROP COLUMN `cup_won_season`;--> statement-breakpoint
ALTER TABLE `franchises` DROP COLUMN `cup_bonus_due`;--> statement-breakpoint
ALTER TABLE `franchises` DROP COLUMN `party_season`;