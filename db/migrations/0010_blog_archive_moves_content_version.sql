-- An archived or restored blog post changes the public pages: the content version must move
-- (docs/decisions/122-shopper-speed.md names the page cache's content version).
DROP TRIGGER IF EXISTS `blog_posts_update_moves_content_version`;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_update_moves_content_version` AFTER UPDATE OF title, slug, excerpt, content, featured_image, meta_description, meta_keywords, author, category_id, status, read_time, published_at, archived_at ON `blog_posts` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
