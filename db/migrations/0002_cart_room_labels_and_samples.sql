CREATE TABLE `cart_samples` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cart_id` text NOT NULL,
	`fabric_swatch_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fabric_swatch_id`) REFERENCES `fabric_swatches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_samples_cart_fabric` ON `cart_samples` (`cart_id`,`fabric_swatch_id`);--> statement-breakpoint
ALTER TABLE `cart_lines` ADD `room_label` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `kind` text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `room_label` text;