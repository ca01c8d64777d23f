ALTER TABLE `vehicles` DROP COLUMN `budget`;--> statement-breakpoint
ALTER TABLE `vehicles` DROP COLUMN `bonus_dp`;--> statement-breakpoint
ALTER TABLE `vehicles` DROP COLUMN `criticals`;--> statement-breakpoint
ALTER TABLE `vehicles` DROP COLUMN `damage`;--> statement-breakpoint
ALTER TABLE `vehicles` DROP COLUMN `purchase_price`;