CREATE TABLE `career_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`competitor_id` integer NOT NULL,
	`season_number` integer NOT NULL,
	`match_id` integer,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`competitor_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `career_events_competitor` ON `career_events` (`competitor_id`);--> statement-breakpoint
CREATE TABLE `competitor_results` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`competitor_id` integer NOT NULL,
	`franchise_id` integer NOT NULL,
	`took_part` integer NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`criticals` integer DEFAULT 0 NOT NULL,
	`out_of_action` integer DEFAULT false NOT NULL,
	`xp` integer DEFAULT 0 NOT NULL,
	`level_after` integer NOT NULL,
	`quirk` text,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`competitor_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `competitor_results_competitor` ON `competitor_results` (`competitor_id`);--> statement-breakpoint
CREATE INDEX `competitor_results_match` ON `competitor_results` (`match_id`);--> statement-breakpoint
CREATE TABLE `competitors` (
	`id` integer PRIMARY KEY NOT NULL,
	`franchise_id` integer,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`record` text NOT NULL,
	`contracted` integer DEFAULT false NOT NULL,
	`wage` integer DEFAULT 0 NOT NULL,
	`wage_season` integer,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `competitors_franchise` ON `competitors` (`franchise_id`);--> statement-breakpoint
CREATE TABLE `dice_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`batch` integer NOT NULL,
	`seq` integer NOT NULL,
	`op` text NOT NULL,
	`season_number` integer,
	`match_id` integer,
	`notation` text NOT NULL,
	`purpose` text NOT NULL,
	`faces` text NOT NULL,
	`raw` integer NOT NULL,
	`value` integer NOT NULL,
	`decided` text,
	`mode` text NOT NULL,
	`reroll_of` integer,
	`reroll_reason` text
);
--> statement-breakpoint
CREATE INDEX `dice_log_batch` ON `dice_log` (`batch`);--> statement-breakpoint
CREATE TABLE `ledger` (
	`id` integer PRIMARY KEY NOT NULL,
	`franchise_id` integer NOT NULL,
	`season_number` integer NOT NULL,
	`match_id` integer,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`rule` text NOT NULL,
	`stage` text NOT NULL,
	`op` text NOT NULL,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_franchise` ON `ledger` (`franchise_id`);--> statement-breakpoint
CREATE INDEX `ledger_match` ON `ledger` (`match_id`);--> statement-breakpoint
CREATE TABLE `match_assignments` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`franchise_id` integer NOT NULL,
	`heat` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`driver_id` integer NOT NULL,
	`gunner_id` integer,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`driver_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`gunner_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `match_assignments_match` ON `match_assignments` (`match_id`);--> statement-breakpoint
CREATE TABLE `match_teams` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`franchise_id` integer NOT NULL,
	`points` integer,
	`won` integer DEFAULT false NOT NULL,
	`prize` integer,
	`world_trade` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `match_teams_match` ON `match_teams` (`match_id`);--> statement-breakpoint
CREATE INDEX `match_teams_franchise` ON `match_teams` (`franchise_id`);--> statement-breakpoint
CREATE TABLE `matches` (
	`id` integer PRIMARY KEY NOT NULL,
	`season_id` integer NOT NULL,
	`number` integer NOT NULL,
	`track` text NOT NULL,
	`surface` text NOT NULL,
	`kind` text NOT NULL,
	`date` text DEFAULT '' NOT NULL,
	`heats` integer DEFAULT 2 NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`pre_match` text,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `matches_season` ON `matches` (`season_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `matches_season_number` ON `matches` (`season_id`,`number`);--> statement-breakpoint
CREATE TABLE `seasons` (
	`id` integer PRIMARY KEY NOT NULL,
	`number` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`summary` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seasons_number_unique` ON `seasons` (`number`);--> statement-breakpoint
CREATE TABLE `sponsors` (
	`id` integer PRIMARY KEY NOT NULL,
	`franchise_id` integer NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'held' NOT NULL,
	`came` text NOT NULL,
	`from_season` integer NOT NULL,
	`to_season` integer,
	`safe_seasons` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sponsors_franchise` ON `sponsors` (`franchise_id`);--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY NOT NULL,
	`franchise_id` integer NOT NULL,
	`category` text NOT NULL,
	`item` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`price` integer NOT NULL,
	`origin` text NOT NULL,
	`vehicle_id` integer,
	`status` text DEFAULT 'held' NOT NULL,
	`acquired_season` integer NOT NULL,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stores_franchise` ON `stores` (`franchise_id`);--> statement-breakpoint
CREATE INDEX `stores_vehicle` ON `stores` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `vehicle_results` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`franchise_id` integer NOT NULL,
	`raced` integer NOT NULL,
	`criticals` integer DEFAULT 0 NOT NULL,
	`destroyed` integer DEFAULT false NOT NULL,
	`damage` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicle_results_vehicle` ON `vehicle_results` (`vehicle_id`);--> statement-breakpoint
CREATE INDEX `vehicle_results_match` ON `vehicle_results` (`match_id`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY NOT NULL,
	`franchise_id` integer NOT NULL,
	`name` text NOT NULL,
	`budget` integer NOT NULL,
	`bonus_dp` integer DEFAULT 0 NOT NULL,
	`design` text NOT NULL,
	`derived` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`criticals` integer DEFAULT 0 NOT NULL,
	`damage` integer DEFAULT 0 NOT NULL,
	`purchase_price` integer NOT NULL,
	`bought_season` integer NOT NULL,
	`sold_season` integer,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicles_franchise` ON `vehicles` (`franchise_id`);--> statement-breakpoint
ALTER TABLE `franchises` ADD `cash` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `franchises` ADD `mechanic_rating` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `franchises` ADD `founded_season` integer;--> statement-breakpoint
ALTER TABLE `franchises` ADD `expansion` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `franchises` ADD `cup_won_season` integer;--> statement-breakpoint
ALTER TABLE `franchises` ADD `cup_bonus_due` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `franchises` ADD `party_season` integer;