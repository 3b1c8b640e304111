CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`order_id` integer,
	`appointment_id` integer,
	`product_types` text DEFAULT '[]' NOT NULL,
	`city_slug` text,
	`customer_email` text NOT NULL,
	`display_name` text NOT NULL,
	`rating` integer,
	`text` text,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`status` text DEFAULT 'invited' NOT NULL,
	`submitted_at` integer,
	`decided_at` integer,
	`decided_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_token_hash_unique` ON `reviews` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order` ON `reviews` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_appointment` ON `reviews` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `reviews_status` ON `reviews` (`status`);--> statement-breakpoint
-- custom SQL (keep at merge)
-- A review becoming or ceasing to be approved changes the product and city pages: the content
-- version must move (docs/decisions/122-shopper-speed.md names the page cache's content version).
-- Invitations and submissions (visitor writes) never move it.
CREATE TRIGGER `reviews_approval_moves_content_version` AFTER UPDATE OF status, rating, text, display_name, product_types, city_slug ON `reviews` WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `reviews_delete_approved_moves_content_version` AFTER DELETE ON `reviews` WHEN OLD.status = 'approved' BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
