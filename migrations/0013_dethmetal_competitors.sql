CREATE TABLE `dethmetal_competitors` (
	`competitor_id` integer PRIMARY KEY NOT NULL,
	`contracted` integer DEFAULT false NOT NULL,
	`wage` integer DEFAULT 0 NOT NULL,
	`wage_season` integer,
	FOREIGN KEY (`competitor_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
