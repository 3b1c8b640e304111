CREATE TABLE `customer_hub_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_hub_links_token_hash_unique` ON `customer_hub_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `customer_hub_links_expires` ON `customer_hub_links` (`expires_at`);--> statement-breakpoint
CREATE TABLE `estimate_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` integer NOT NULL,
	`number` integer NOT NULL,
	`after_days` integer NOT NULL,
	`delivered` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimate_reminders_number` ON `estimate_reminders` (`estimate_id`,`number`);