CREATE TABLE `text_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`wording` text NOT NULL,
	`source` text NOT NULL,
	`subject` text,
	`ip_address` text,
	`given_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `text_consents_phone` ON `text_consents` (`phone`);--> statement-breakpoint
CREATE TABLE `text_opt_outs` (
	`phone` text PRIMARY KEY NOT NULL,
	`keyword` text NOT NULL,
	`opted_out_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `text_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`body` text NOT NULL,
	`appointment_id` integer,
	`provider_id` text,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `text_replies_appointment` ON `text_replies` (`appointment_id`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `text_reminder_sent_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `delivery_status` text;