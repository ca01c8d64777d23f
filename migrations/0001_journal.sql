CREATE TABLE `journal` (
	`id` integer PRIMARY KEY NOT NULL,
	`op` text NOT NULL,
	`summary` text NOT NULL,
	`input` text NOT NULL,
	`state` text DEFAULT 'done' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `undo_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`journal_id` integer NOT NULL,
	`direction` text NOT NULL,
	`statement` text NOT NULL,
	FOREIGN KEY (`journal_id`) REFERENCES `journal`(`id`) ON UPDATE no action ON DELETE cascade
);
