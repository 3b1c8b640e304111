DROP INDEX `content_versions_kind_key`;--> statement-breakpoint
ALTER TABLE `content_versions` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `content_versions_kind_key` ON `content_versions` (`kind`,`key`,`locale`,`status`);