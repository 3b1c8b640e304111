CREATE TABLE `request_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer,
	`window_company_request_id` integer,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`author` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`window_company_request_id`) REFERENCES `window_company_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `request_activity_lead` ON `request_activity` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `request_activity_wcr` ON `request_activity` (`window_company_request_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `fabric_swatches` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `hardware_products` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `product_options` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `window_company_requests` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `window_company_requests` ADD `archived_at` integer;