CREATE INDEX `vendors_reviews_idx` ON `vendors` (`is_active`,`review_count`,`rating`);
--> statement-breakpoint
-- The directory's search (?q=): an FTS5 index of each vendor's name, description, active services
-- (names and descriptions) and cuisine with its business type. Porter stemming and unaccenting
-- let "photographers" find "Photography" and "cafe" find "Café"; the query side adds prefixes and
-- synonyms (api/modules/vendors/search-terms.ts). Kept current by the triggers below.
-- FTS rows are keyed by an integer; vendors' own rowids may change on VACUUM (their key is text),
-- so vendor_search_keys gives each vendor a stable one.
CREATE TABLE vendor_search_keys (id INTEGER PRIMARY KEY, vendor_id TEXT NOT NULL UNIQUE);
--> statement-breakpoint
CREATE VIRTUAL TABLE vendor_search USING fts5(
  business_name, description, services, cuisine,
  tokenize = 'porter unicode61 remove_diacritics 2'
)
--> statement-breakpoint
INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors ORDER BY created_at, id;
--> statement-breakpoint
INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
  SELECT k.id, v.business_name, coalesce(v.description, ''),
    coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
    coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
  FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id
--> statement-breakpoint
CREATE TRIGGER vendor_search_vendor_insert AFTER INSERT ON vendors BEGIN
  INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors WHERE id = NEW.id ON CONFLICT(vendor_id) DO NOTHING;
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = NEW.id);
  INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
    SELECT k.id, v.business_name, coalesce(v.description, ''),
      coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
      coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
    FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id WHERE v.id = NEW.id;
END
--> statement-breakpoint
-- Only the searched columns: the guest-range triggers of 0005 update vendors on every service write.
CREATE TRIGGER vendor_search_vendor_update AFTER UPDATE OF business_name, description, metadata, business_type ON vendors BEGIN
  INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors WHERE id = NEW.id ON CONFLICT(vendor_id) DO NOTHING;
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = NEW.id);
  INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
    SELECT k.id, v.business_name, coalesce(v.description, ''),
      coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
      coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
    FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id WHERE v.id = NEW.id;
END
--> statement-breakpoint
CREATE TRIGGER vendor_search_vendor_delete AFTER DELETE ON vendors BEGIN
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = OLD.id);
  DELETE FROM vendor_search_keys WHERE vendor_id = OLD.id;
END
--> statement-breakpoint
-- A service's words belong to its vendor's row; a vendor already deleted (a cascade) gets none back.
CREATE TRIGGER vendor_search_service_insert AFTER INSERT ON services BEGIN
  INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors WHERE id = NEW.vendor_id ON CONFLICT(vendor_id) DO NOTHING;
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = NEW.vendor_id);
  INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
    SELECT k.id, v.business_name, coalesce(v.description, ''),
      coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
      coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
    FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id WHERE v.id = NEW.vendor_id;
END
--> statement-breakpoint
CREATE TRIGGER vendor_search_service_update AFTER UPDATE OF name, description, is_active, vendor_id ON services BEGIN
  INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors WHERE id = OLD.vendor_id ON CONFLICT(vendor_id) DO NOTHING;
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = OLD.vendor_id);
  INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
    SELECT k.id, v.business_name, coalesce(v.description, ''),
      coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
      coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
    FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id WHERE v.id = OLD.vendor_id;
  INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors WHERE id = NEW.vendor_id ON CONFLICT(vendor_id) DO NOTHING;
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = NEW.vendor_id);
  INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
    SELECT k.id, v.business_name, coalesce(v.description, ''),
      coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
      coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
    FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id WHERE v.id = NEW.vendor_id;
END
--> statement-breakpoint
CREATE TRIGGER vendor_search_service_delete AFTER DELETE ON services BEGIN
  INSERT INTO vendor_search_keys (vendor_id) SELECT id FROM vendors WHERE id = OLD.vendor_id ON CONFLICT(vendor_id) DO NOTHING;
  DELETE FROM vendor_search WHERE rowid = (SELECT id FROM vendor_search_keys WHERE vendor_id = OLD.vendor_id);
  INSERT INTO vendor_search (rowid, business_name, description, services, cuisine)
    SELECT k.id, v.business_name, coalesce(v.description, ''),
      coalesce((SELECT group_concat(s.name || ' ' || coalesce(s.description, ''), ' ') FROM services s WHERE s.vendor_id = v.id AND s.is_active = 1), ''),
      coalesce(json_extract(v.metadata, '$.cuisineType'), '') || ' ' || v.business_type
    FROM vendors v JOIN vendor_search_keys k ON k.vendor_id = v.id WHERE v.id = OLD.vendor_id;
END;
