CREATE TABLE `dethmetal_matches` (
	`match_id` integer PRIMARY KEY NOT NULL,
	`surface` text NOT NULL,
	`heats` integer DEFAULT 2 NOT NULL,
	`pre_match` text,
	`report` text,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
