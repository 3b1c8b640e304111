CREATE TABLE `sales_tax_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`county` text NOT NULL,
	`surtax_basis_points` integer NOT NULL,
	`applies_from` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_tax_rates_county_date` ON `sales_tax_rates` (`county`,`applies_from`);--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_state_basis_points` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_surtax_basis_points` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_county` text;--> statement-breakpoint
-- custom SQL (keep at merge)
-- Every order stored before the Florida rule was taxed at 7% of its subtotal and installation
-- (docs/decisions/131-florida-sales-tax.md): its receipt says 7%, with no county.
UPDATE `orders` SET `tax_state_basis_points` = 600, `tax_surtax_basis_points` = 100 WHERE `tax_state_basis_points` IS NULL;
--> statement-breakpoint
-- A county's rate is in every cart's totals (the sticky bar of every page): a change moves the
-- content version (docs/decisions/122-shopper-speed.md names the page cache's content version).
CREATE TRIGGER `sales_tax_rates_insert_moves_content_version` AFTER INSERT ON `sales_tax_rates` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sales_tax_rates_update_moves_content_version` AFTER UPDATE ON `sales_tax_rates` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sales_tax_rates_delete_moves_content_version` AFTER DELETE ON `sales_tax_rates` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
