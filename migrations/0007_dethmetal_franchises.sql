CREATE TABLE `dethmetal_franchises` (
	`franchise_id` integer PRIMARY KEY NOT NULL,
	`cash` integer DEFAULT 0 NOT NULL,
	`mechanic_rating` integer DEFAULT 1 NOT NULL,
	`founded_season` integer,
	`expansion` integer DEFAULT false NOT NULL,
	`cup_won_season` integer,
	`cup_bonus_due` integer DEFAULT 0 NOT NULL,
	`party_season` integer,
	FOREIGN KEY (`franchise_id`) REFERENCES `franchises`(`id`) ON UPDATE no action ON DELETE no action
);
