ALTER TABLE `appointment_closed_days` ADD `reopened_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `reply_to` text;