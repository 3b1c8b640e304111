ALTER TABLE `blog_posts` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `translation_of` integer REFERENCES blog_posts(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_translation_of` ON `blog_posts` (`translation_of`);--> statement-breakpoint
-- A post's language or link to its translation changes which lists and alternates show it: the page cache lets them go.
DROP TRIGGER IF EXISTS `blog_posts_update_moves_content_version`;--> statement-breakpoint
CREATE TRIGGER `blog_posts_update_moves_content_version` AFTER UPDATE OF title, slug, excerpt, content, featured_image, meta_description, meta_keywords, author, category_id, status, read_time, published_at, archived_at, locale, translation_of ON `blog_posts` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
