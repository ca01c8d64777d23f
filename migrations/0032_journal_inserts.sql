CREATE TABLE `journal_inserts` (
	`journal_id` integer NOT NULL,
	`written_by` integer NOT NULL,
	`inserted` text NOT NULL,
	PRIMARY KEY(`journal_id`, `written_by`),
	FOREIGN KEY (`journal_id`) REFERENCES `journal`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`written_by`) REFERENCES `journal`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_inserts_written_by` ON `journal_inserts` (`written_by`);