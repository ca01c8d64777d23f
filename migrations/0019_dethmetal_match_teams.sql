CREATE TABLE `dethmetal_match_teams` (
	`match_team_id` integer PRIMARY KEY NOT NULL,
	`points` integer,
	`prize` integer,
	`world_trade` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`match_team_id`) REFERENCES `match_teams`(`id`) ON UPDATE no action ON DELETE no action
);
