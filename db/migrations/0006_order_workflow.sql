CREATE TABLE `order_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text DEFAULT 'move' NOT NULL,
	`from_stage` text,
	`to_stage` text,
	`by` text NOT NULL,
	`note` text,
	`reason` text,
	`details` text,
	`notified` integer DEFAULT false NOT NULL,
	`at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_history_order` ON `order_history` (`order_id`,`id`);--> statement-breakpoint
CREATE TABLE `order_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`payment_id` integer,
	`amount_cents` integer NOT NULL,
	`reason` text,
	`stripe_refund_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text NOT NULL,
	`by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_stripe_refund_id_unique` ON `order_refunds` (`stripe_refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_idempotency_key_unique` ON `order_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `order_refunds_order` ON `order_refunds` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `stage` text DEFAULT 'awaiting-payment' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `supplier_reference` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `expected_date` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `appointment_id` integer;--> statement-breakpoint
-- Orders placed before the workflow move to their kind's stage (app/domain/order-workflow.ts
-- stageForLegacyStatus; db/order-workflow-migration.test.ts checks this agrees with it).
UPDATE `orders` SET `stage` = CASE `kind`
	WHEN 'order' THEN CASE `status`
		WHEN 'pending' THEN 'awaiting-payment'
		WHEN 'paid' THEN 'paid'
		WHEN 'in-production' THEN 'ordered'
		WHEN 'installed' THEN 'installed'
		WHEN 'completed' THEN 'completed'
		WHEN 'cancelled' THEN 'cancelled'
		WHEN 'refunded' THEN 'refunded'
		ELSE 'awaiting-payment' END
	WHEN 'samples' THEN CASE `status`
		WHEN 'installed' THEN 'done'
		WHEN 'completed' THEN 'done'
		WHEN 'cancelled' THEN 'cancelled'
		WHEN 'refunded' THEN 'cancelled'
		ELSE 'received' END
	ELSE CASE `status`
		WHEN 'pending' THEN 'received'
		WHEN 'cancelled' THEN 'lost'
		WHEN 'refunded' THEN 'lost'
		ELSE 'won' END
	END;
--> statement-breakpoint
-- One history entry per order, from its old status to its stage, noting the old status in
-- words and whatever did not fit, so nothing is lost.
INSERT INTO `order_history` (`order_id`, `kind`, `from_stage`, `to_stage`, `by`, `note`, `notified`, `at`)
SELECT `id`, 'move', `status`, `stage`, 'migration',
	'Status before the fulfilment workflow: ' || CASE `status`
		WHEN 'pending' THEN 'Pending'
		WHEN 'paid' THEN 'Paid'
		WHEN 'in-production' THEN 'In production'
		WHEN 'installed' THEN 'Installed'
		WHEN 'completed' THEN 'Completed'
		WHEN 'cancelled' THEN 'Cancelled'
		WHEN 'refunded' THEN 'Refunded'
		ELSE `status` END
	|| COALESCE('; ' || CASE `kind`
		WHEN 'order' THEN CASE `status`
			WHEN 'in-production' THEN 'no supplier reference was recorded'
			WHEN 'refunded' THEN 'marked Refunded before refunds were recorded: check Stripe that the money went back'
			END
		WHEN 'samples' THEN CASE `status`
			WHEN 'paid' THEN 'samples are free: "Paid" meant nothing here'
			WHEN 'in-production' THEN 'check whether the samples were mailed'
			WHEN 'installed' THEN 'samples are not installed: taken as done'
			WHEN 'refunded' THEN 'samples are free: nothing was refunded'
			END
		ELSE CASE `status`
			WHEN 'paid' THEN 'a quote is not paid by card: taken as won'
			WHEN 'in-production' THEN 'taken as won'
			WHEN 'installed' THEN 'taken as won'
			WHEN 'completed' THEN 'taken as won'
			WHEN 'refunded' THEN 'a quote is not paid by card: taken as lost'
			END
		END, '')
	|| CASE WHEN `kind` = 'order' AND `status` NOT IN ('pending', 'cancelled') AND `paid_at` IS NULL
		THEN '; no payment is recorded for this order' ELSE '' END,
	0, `updated_at`
FROM `orders` ORDER BY `id`;
