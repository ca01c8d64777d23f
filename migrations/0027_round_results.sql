CREATE TABLE `match_rounds` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`number` integer NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_rounds_match_number` ON `match_rounds` (`match_id`,`number`);--> statement-breakpoint
CREATE TABLE `round_results` (
	`id` integer PRIMARY KEY NOT NULL,
	`round_id` integer NOT NULL,
	`franchise_id` integer NOT NULL,
	`vehicle_id` integer,
	`person_id` integer,
	`outcome` text,
	`placing` integer,
	`stats` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `match_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`person_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `round_results_round` ON `round_results` (`round_id`);