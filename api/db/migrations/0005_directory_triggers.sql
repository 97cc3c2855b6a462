-- Keeps vendors.min_guests, max_guests and offers_delivery equal to what their active services say
-- (an unbounded maximum is stored as 1000000), so the directory filters on indexed columns.
CREATE TRIGGER services_after_insert AFTER INSERT ON services BEGIN
  UPDATE vendors SET
    min_guests = (SELECT min(coalesce(min_guests, 0)) FROM services WHERE vendor_id = NEW.vendor_id AND is_active = 1),
    max_guests = (SELECT max(coalesce(max_guests, 1000000)) FROM services WHERE vendor_id = NEW.vendor_id AND is_active = 1),
    offers_delivery = EXISTS (SELECT 1 FROM services WHERE vendor_id = NEW.vendor_id AND is_active = 1 AND category = 'delivery')
  WHERE id = NEW.vendor_id;
END;
--> statement-breakpoint
CREATE TRIGGER services_after_update AFTER UPDATE ON services BEGIN
  UPDATE vendors SET
    min_guests = (SELECT min(coalesce(min_guests, 0)) FROM services WHERE vendor_id = OLD.vendor_id AND is_active = 1),
    max_guests = (SELECT max(coalesce(max_guests, 1000000)) FROM services WHERE vendor_id = OLD.vendor_id AND is_active = 1),
    offers_delivery = EXISTS (SELECT 1 FROM services WHERE vendor_id = OLD.vendor_id AND is_active = 1 AND category = 'delivery')
  WHERE id = OLD.vendor_id;
  UPDATE vendors SET
    min_guests = (SELECT min(coalesce(min_guests, 0)) FROM services WHERE vendor_id = NEW.vendor_id AND is_active = 1),
    max_guests = (SELECT max(coalesce(max_guests, 1000000)) FROM services WHERE vendor_id = NEW.vendor_id AND is_active = 1),
    offers_delivery = EXISTS (SELECT 1 FROM services WHERE vendor_id = NEW.vendor_id AND is_active = 1 AND category = 'delivery')
  WHERE id = NEW.vendor_id;
END;
--> statement-breakpoint
CREATE TRIGGER services_after_delete AFTER DELETE ON services BEGIN
  UPDATE vendors SET
    min_guests = (SELECT min(coalesce(min_guests, 0)) FROM services WHERE vendor_id = OLD.vendor_id AND is_active = 1),
    max_guests = (SELECT max(coalesce(max_guests, 1000000)) FROM services WHERE vendor_id = OLD.vendor_id AND is_active = 1),
    offers_delivery = EXISTS (SELECT 1 FROM services WHERE vendor_id = OLD.vendor_id AND is_active = 1 AND category = 'delivery')
  WHERE id = OLD.vendor_id;
END;
--> statement-breakpoint
UPDATE vendors SET
    min_guests = (SELECT min(coalesce(min_guests, 0)) FROM services WHERE vendor_id = vendors.id AND is_active = 1),
    max_guests = (SELECT max(coalesce(max_guests, 1000000)) FROM services WHERE vendor_id = vendors.id AND is_active = 1),
    offers_delivery = EXISTS (SELECT 1 FROM services WHERE vendor_id = vendors.id AND is_active = 1 AND category = 'delivery');
--> statement-breakpoint
-- A counter every catalogue write moves, so cached directory answers know when they are stale.
INSERT INTO app_settings (key, value) VALUES ('catalogue_version', '0') ON CONFLICT(key) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER vendors_version_insert AFTER INSERT ON vendors BEGIN
  UPDATE app_settings SET value = value + 1 WHERE key = 'catalogue_version';
END;
--> statement-breakpoint
CREATE TRIGGER vendors_version_update AFTER UPDATE ON vendors BEGIN
  UPDATE app_settings SET value = value + 1 WHERE key = 'catalogue_version';
END;
--> statement-breakpoint
CREATE TRIGGER vendors_version_delete AFTER DELETE ON vendors BEGIN
  UPDATE app_settings SET value = value + 1 WHERE key = 'catalogue_version';
END;
--> statement-breakpoint
CREATE TRIGGER services_version_insert AFTER INSERT ON services BEGIN
  UPDATE app_settings SET value = value + 1 WHERE key = 'catalogue_version';
END;
--> statement-breakpoint
CREATE TRIGGER services_version_update AFTER UPDATE ON services BEGIN
  UPDATE app_settings SET value = value + 1 WHERE key = 'catalogue_version';
END;
--> statement-breakpoint
CREATE TRIGGER services_version_delete AFTER DELETE ON services BEGIN
  UPDATE app_settings SET value = value + 1 WHERE key = 'catalogue_version';
END;
