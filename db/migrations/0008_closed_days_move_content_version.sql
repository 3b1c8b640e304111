-- Closed days change which dates the public booking offers: like the weekly template and the
-- slots, every change moves the content version, so every machine's caches follow it.
CREATE TRIGGER `appointment_closed_days_insert_moves_content_version` AFTER INSERT ON `appointment_closed_days` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_closed_days_update_moves_content_version` AFTER UPDATE ON `appointment_closed_days` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_closed_days_delete_moves_content_version` AFTER DELETE ON `appointment_closed_days` BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
