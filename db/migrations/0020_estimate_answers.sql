CREATE TABLE `estimate_acceptances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` integer NOT NULL,
	`version` integer NOT NULL,
	`signed_name` text NOT NULL,
	`signature_png` blob,
	`consent_text` text NOT NULL,
	`ip_address` text NOT NULL,
	`user_agent` text NOT NULL,
	`snapshot` text NOT NULL,
	`snapshot_hash` text NOT NULL,
	`accepted_at` integer NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimate_acceptances_estimate` ON `estimate_acceptances` (`estimate_id`);--> statement-breakpoint
ALTER TABLE `estimates` ADD `declined_at` integer;--> statement-breakpoint
ALTER TABLE `estimates` ADD `decline_reason` text;