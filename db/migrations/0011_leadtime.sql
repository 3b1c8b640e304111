CREATE TABLE `product_lead_times` (
	`product_type` text PRIMARY KEY NOT NULL,
	`production_min_days` integer NOT NULL,
	`production_max_days` integer NOT NULL,
	`install_min_days` integer NOT NULL,
	`install_max_days` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `promised_window` text;--> statement-breakpoint
-- custom SQL (keep at merge)
-- A product's lead time shows on the public pages: a change moves the content version
-- (docs/decisions/122-shopper-speed.md names the page cache's content version).
CREATE TRIGGER `product_lead_times_insert_moves_content_version` AFTER INSERT ON `product_lead_times` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_lead_times_update_moves_content_version` AFTER UPDATE ON `product_lead_times` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_lead_times_delete_moves_content_version` AFTER DELETE ON `product_lead_times` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
