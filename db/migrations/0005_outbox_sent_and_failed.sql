PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`attachments` text,
	`status` text DEFAULT 'failed' NOT NULL,
	`reason` text,
	`error` text,
	`attempts` integer DEFAULT 1 NOT NULL,
	`sent_at` integer,
	`topic` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "to", "subject", "text", "html", "attachments", "status", "reason", "error", "attempts", "created_at") SELECT "id", "to", "subject", "text", "html", "attachments", 'failed', "reason", "error", 1, "created_at" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;