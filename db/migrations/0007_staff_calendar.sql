CREATE TABLE `appointment_closed_days` (
	`date` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `appointment_slot_templates` ADD `weekdays` text DEFAULT '1,2,3,4,5' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `status_reason` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `lead_id` integer REFERENCES leads(id);