ALTER TABLE `match_teams` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `match_teams` ADD `placing` integer;--> statement-breakpoint
ALTER TABLE `match_teams` ADD `stats` text;