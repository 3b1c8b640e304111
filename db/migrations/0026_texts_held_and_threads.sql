ALTER TABLE `outbox` ADD `not_before` integer;--> statement-breakpoint
ALTER TABLE `text_replies` ADD `lead_id` integer REFERENCES leads(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `text_replies` ADD `order_id` integer REFERENCES orders(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `text_replies_lead` ON `text_replies` (`lead_id`);--> statement-breakpoint
CREATE INDEX `text_replies_order` ON `text_replies` (`order_id`);