CREATE TABLE `crew` (
	`id` integer PRIMARY KEY NOT NULL,
	`vehicle_id` integer NOT NULL,
	`slot` text NOT NULL,
	`person_id` integer NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`person_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `crew_vehicle` ON `crew` (`vehicle_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `crew_person` ON `crew` (`person_id`);--> statement-breakpoint
CREATE TABLE `match_crew` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`round` integer NOT NULL,
	`franchise_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`slot` text NOT NULL,
	`person_id` integer NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`person_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `match_crew_match` ON `match_crew` (`match_id`);