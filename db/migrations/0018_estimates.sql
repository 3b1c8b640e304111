CREATE TABLE `estimate_alternative_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `estimate_rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `estimate_alternative_groups_estimate` ON `estimate_alternative_groups` (`estimate_id`);--> statement-breakpoint
CREATE TABLE `estimate_alternatives` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`label` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `estimate_alternative_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `estimate_alternatives_group` ON `estimate_alternatives` (`group_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `estimate_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`window_id` integer,
	`kind` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`product_type` text,
	`fabric_swatch_id` integer,
	`operation_type` text,
	`control_side` text,
	`option_codes` text DEFAULT '[]' NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_price_cents` integer DEFAULT 0 NOT NULL,
	`installation_cents` integer DEFAULT 0 NOT NULL,
	`price_error` text,
	`optional` integer DEFAULT false NOT NULL,
	`alternative_id` integer,
	`discount_kind` text,
	`discount_basis_points` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `estimate_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`window_id`) REFERENCES `estimate_windows`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fabric_swatch_id`) REFERENCES `fabric_swatches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`alternative_id`) REFERENCES `estimate_alternatives`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `estimate_lines_estimate` ON `estimate_lines` (`estimate_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `estimate_lines_window` ON `estimate_lines` (`window_id`);--> statement-breakpoint
CREATE TABLE `estimate_rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` integer NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `estimate_rooms_estimate` ON `estimate_rooms` (`estimate_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `estimate_windows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`width_eighths` integer,
	`height_eighths` integer,
	`mount_type` text,
	`notes` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `estimate_rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `estimate_windows_room` ON `estimate_windows` (`room_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `estimates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text,
	`token` text NOT NULL,
	`lead_id` integer,
	`appointment_id` integer,
	`customer_name` text NOT NULL,
	`customer_email` text DEFAULT '' NOT NULL,
	`customer_phone` text DEFAULT '' NOT NULL,
	`customer_address` text,
	`customer_zip` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`replaces_estimate_id` integer,
	`deposit_kind` text DEFAULT 'percent' NOT NULL,
	`deposit_basis_points` integer DEFAULT 5000 NOT NULL,
	`deposit_cents` integer DEFAULT 0 NOT NULL,
	`discount_kind` text,
	`discount_basis_points` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`expires_on` text NOT NULL,
	`customer_note` text,
	`choices` text,
	`created_by_id` integer,
	`created_by_name` text NOT NULL,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`replaces_estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimates_reference` ON `estimates` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `estimates_token` ON `estimates` (`token`);--> statement-breakpoint
CREATE INDEX `estimates_lead` ON `estimates` (`lead_id`);--> statement-breakpoint
CREATE INDEX `estimates_appointment` ON `estimates` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `estimates_updated` ON `estimates` (`updated_at`);