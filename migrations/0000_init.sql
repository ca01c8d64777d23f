CREATE TABLE `franchises` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`colour` text NOT NULL,
	`owner` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `franchises_name_unique` ON `franchises` (lower("name"));--> statement-breakpoint
CREATE TABLE `league` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`ruleset` text DEFAULT 'dethmetal' NOT NULL,
	`settings` text DEFAULT '{}' NOT NULL,
	`dice_mode` text DEFAULT 'app' NOT NULL,
	`rng_seed` integer NOT NULL,
	`rng_counter` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
