ALTER TABLE `appointments` ADD `arrival_landing` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `arrival_referrer` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `arrival_source` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `arrival_medium` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `arrival_campaign` text;--> statement-breakpoint
CREATE INDEX `appointments_arrival` ON `appointments` (`created_at`,`arrival_landing`,`arrival_referrer`,`arrival_source`,`arrival_campaign`);--> statement-breakpoint
ALTER TABLE `leads` ADD `arrival_landing` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `arrival_referrer` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `arrival_source` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `arrival_medium` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `arrival_campaign` text;--> statement-breakpoint
CREATE INDEX `leads_arrival` ON `leads` (`created_at`,`arrival_landing`,`arrival_referrer`,`arrival_source`,`arrival_campaign`);--> statement-breakpoint
ALTER TABLE `orders` ADD `arrival_landing` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `arrival_referrer` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `arrival_source` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `arrival_medium` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `arrival_campaign` text;