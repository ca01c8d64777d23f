CREATE TABLE `dethmetal_competitor_results` (
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
CREATE INDEX `dethmetal_competitor_results_competitor` ON `dethmetal_competitor_results` (`competitor_id`);--> statement-breakpoint
CREATE INDEX `dethmetal_competitor_results_match` ON `dethmetal_competitor_results` (`match_id`);--> statement-breakpoint
CREATE TABLE `dethmetal_design_templates` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`design` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dethmetal_design_templates_name` ON `dethmetal_design_templates` (`name`);--> statement-breakpoint
CREATE TABLE `dethmetal_sponsors` (
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
CREATE INDEX `dethmetal_sponsors_franchise` ON `dethmetal_sponsors` (`franchise_id`);--> statement-breakpoint
CREATE TABLE `dethmetal_stores` (
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
CREATE INDEX `dethmetal_stores_franchise` ON `dethmetal_stores` (`franchise_id`);--> statement-breakpoint
CREATE INDEX `dethmetal_stores_vehicle` ON `dethmetal_stores` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `dethmetal_vehicle_results` (
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
CREATE INDEX `dethmetal_vehicle_results_vehicle` ON `dethmetal_vehicle_results` (`vehicle_id`);--> statement-breakpoint
CREATE INDEX `dethmetal_vehicle_results_match` ON `dethmetal_vehicle_results` (`match_id`);--> statement-breakpoint
ALTER TABLE `dethmetal_matches` ADD `kind` text DEFAULT 'race' NOT NULL;