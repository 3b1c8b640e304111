DROP INDEX `reviews_token_hash_unique`;--> statement-breakpoint
DROP INDEX `reviews_order`;--> statement-breakpoint
ALTER TABLE `reviews` ADD `product_type` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_product` ON `reviews` (`order_id`,`product_type`);--> statement-breakpoint
CREATE INDEX `reviews_token` ON `reviews` (`token_hash`);--> statement-breakpoint
-- custom SQL (keep at merge)
-- A review belongs to the product it is about (issue 40, point 4). The approval trigger named
-- product_types: it goes before the column and comes back naming product_type.
DROP TRIGGER `reviews_approval_moves_content_version`;--> statement-breakpoint
-- An order's review of one product is that product's review.
UPDATE `reviews` SET `product_type` = (SELECT value FROM json_each(`product_types`)) WHERE json_array_length(`product_types`) = 1;--> statement-breakpoint
-- An invitation not written yet, of an order with several products: one row per product under
-- the same link, so the customer is asked per product.
INSERT INTO `reviews` (`subject`, `order_id`, `product_type`, `city_slug`, `customer_email`, `display_name`, `token_hash`, `expires_at`, `status`, `created_at`, `updated_at`)
  SELECT r.`subject`, r.`order_id`, j.value, r.`city_slug`, r.`customer_email`, r.`display_name`, r.`token_hash`, r.`expires_at`, 'invited', r.`created_at`, r.`updated_at`
  FROM `reviews` r, json_each(r.`product_types`) j
  WHERE r.`status` = 'invited' AND json_array_length(r.`product_types`) > 1;--> statement-breakpoint
DELETE FROM `reviews` WHERE `status` = 'invited' AND json_array_length(`product_types`) > 1;--> statement-breakpoint
-- A review already written about several products names none of them: it stays on its city's
-- page and leaves the product pages (which product it praises is not known).
ALTER TABLE `reviews` DROP COLUMN `product_types`;--> statement-breakpoint
CREATE TRIGGER `reviews_approval_moves_content_version` AFTER UPDATE OF status, rating, text, display_name, product_type, city_slug ON `reviews` WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
