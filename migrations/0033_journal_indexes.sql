DROP INDEX `career_events_competitor`;--> statement-breakpoint
CREATE INDEX `career_events_competitor_kind` ON `career_events` (`competitor_id`,`kind`);--> statement-breakpoint
CREATE INDEX `journal_undone` ON `journal` (`id`) WHERE "journal"."state" = 'undone';--> statement-breakpoint
CREATE INDEX `undo_log_journal` ON `undo_log` (`journal_id`,`direction`);