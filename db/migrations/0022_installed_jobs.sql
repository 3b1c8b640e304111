CREATE TABLE `balance_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`after_days` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `balance_reminders_order_days` ON `balance_reminders` (`order_id`,`after_days`);--> statement-breakpoint
CREATE TABLE `offline_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`method` text NOT NULL,
	`reference` text,
	`received_on` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`voided_at` integer,
	`voided_by` text,
	`void_reason` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offline_payments_idempotency_key_unique` ON `offline_payments` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `offline_payments_order` ON `offline_payments` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `estimate_id` integer REFERENCES estimates(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `orders` ADD `deposit_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `specification` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `balance_invoiced_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_estimate` ON `orders` (`estimate_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `purpose` text DEFAULT 'order' NOT NULL;