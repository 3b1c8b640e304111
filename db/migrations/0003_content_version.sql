CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `product_images_insert_moves_content_version` AFTER INSERT ON `product_images` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_images_update_moves_content_version` AFTER UPDATE ON `product_images` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_images_delete_moves_content_version` AFTER DELETE ON `product_images` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `fabric_swatches_insert_moves_content_version` AFTER INSERT ON `fabric_swatches` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `fabric_swatches_update_moves_content_version` AFTER UPDATE ON `fabric_swatches` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `fabric_swatches_delete_moves_content_version` AFTER DELETE ON `fabric_swatches` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_options_insert_moves_content_version` AFTER INSERT ON `product_options` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_options_update_moves_content_version` AFTER UPDATE ON `product_options` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_options_delete_moves_content_version` AFTER DELETE ON `product_options` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `price_grid_cells_insert_moves_content_version` AFTER INSERT ON `price_grid_cells` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `price_grid_cells_update_moves_content_version` AFTER UPDATE ON `price_grid_cells` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `price_grid_cells_delete_moves_content_version` AFTER DELETE ON `price_grid_cells` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hardware_products_insert_moves_content_version` AFTER INSERT ON `hardware_products` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hardware_products_update_moves_content_version` AFTER UPDATE ON `hardware_products` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hardware_products_delete_moves_content_version` AFTER DELETE ON `hardware_products` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_slot_templates_insert_moves_content_version` AFTER INSERT ON `appointment_slot_templates` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_slot_templates_update_moves_content_version` AFTER UPDATE ON `appointment_slot_templates` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_slot_templates_delete_moves_content_version` AFTER DELETE ON `appointment_slot_templates` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_slots_insert_moves_content_version` AFTER INSERT ON `appointment_slots` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_slots_update_moves_content_version` AFTER UPDATE OF date, time_slot, duration_minutes, max_bookings, is_available ON `appointment_slots` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_slots_delete_moves_content_version` AFTER DELETE ON `appointment_slots` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_content_insert_moves_content_version` AFTER INSERT ON `site_content` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_content_update_moves_content_version` AFTER UPDATE ON `site_content` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_content_delete_moves_content_version` AFTER DELETE ON `site_content` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_images_insert_moves_content_version` AFTER INSERT ON `site_images` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_images_update_moves_content_version` AFTER UPDATE ON `site_images` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_images_delete_moves_content_version` AFTER DELETE ON `site_images` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_categories_insert_moves_content_version` AFTER INSERT ON `blog_categories` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_categories_update_moves_content_version` AFTER UPDATE ON `blog_categories` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_categories_delete_moves_content_version` AFTER DELETE ON `blog_categories` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_tags_insert_moves_content_version` AFTER INSERT ON `blog_tags` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_tags_update_moves_content_version` AFTER UPDATE ON `blog_tags` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_tags_delete_moves_content_version` AFTER DELETE ON `blog_tags` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_post_tags_insert_moves_content_version` AFTER INSERT ON `blog_post_tags` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_post_tags_update_moves_content_version` AFTER UPDATE ON `blog_post_tags` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_post_tags_delete_moves_content_version` AFTER DELETE ON `blog_post_tags` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_insert_moves_content_version` AFTER INSERT ON `blog_posts` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_update_moves_content_version` AFTER UPDATE OF title, slug, excerpt, content, featured_image, meta_description, meta_keywords, author, category_id, status, read_time, published_at ON `blog_posts` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_delete_moves_content_version` AFTER DELETE ON `blog_posts` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
