CREATE TABLE `assistant_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`match_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assistant_events_match_seq` ON `assistant_events` (`match_id`,`seq`);