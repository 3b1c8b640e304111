CREATE TABLE `content_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`data` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`author` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer
);
--> statement-breakpoint
CREATE INDEX `content_versions_kind_key` ON `content_versions` (`kind`,`key`,`status`);--> statement-breakpoint
-- custom SQL (keep at merge)
-- A saved, published or restored content version changes what public pages may show: the
-- content version moves (docs/decisions/122-shopper-speed.md names the page cache's content version).
CREATE TRIGGER `content_versions_insert_moves_content_version` AFTER INSERT ON `content_versions` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `content_versions_update_moves_content_version` AFTER UPDATE ON `content_versions` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `content_versions_delete_moves_content_version` AFTER DELETE ON `content_versions` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
