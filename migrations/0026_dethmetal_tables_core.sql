DROP TABLE `competitor_results`;--> statement-breakpoint
DROP TABLE `design_templates`;--> statement-breakpoint
DROP TABLE `sponsors`;--> statement-breakpoint
DROP TABLE `stores`;--> statement-breakpoint
DROP TABLE `vehicle_results`;--> statement-breakpoint
ALTER TABLE `matches` DROP COLUMN `kind`;