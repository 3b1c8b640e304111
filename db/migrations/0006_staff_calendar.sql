ALTER TABLE `appointments` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `status_reason` text;