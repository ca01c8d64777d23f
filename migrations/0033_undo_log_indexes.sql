CREATE INDEX `journal_undone` ON `journal` (`id`) WHERE "journal"."state" = 'undone';--> statement-breakpoint
CREATE INDEX `undo_log_journal` ON `undo_log` (`journal_id`,`direction`);