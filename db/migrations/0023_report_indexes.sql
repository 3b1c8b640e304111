CREATE INDEX `appointments_date` ON `appointments` (`appointment_date`);--> statement-breakpoint
CREATE INDEX `appointments_lead` ON `appointments` (`lead_id`);--> statement-breakpoint
CREATE INDEX `leads_report` ON `leads` (`created_at`,`source`,`city`,`service_type`);--> statement-breakpoint
CREATE INDEX `order_history_stage` ON `order_history` (`to_stage`,`order_id`,`at`);--> statement-breakpoint
CREATE INDEX `order_refunds_created` ON `order_refunds` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_paid` ON `orders` (`paid_at`);