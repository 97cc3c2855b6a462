-- What the SQLite migrations add beyond the schema, for PostgreSQL (drizzle-kit generates none of it):
-- 1. the directory columns kept by triggers (SQLite 0005), 2. the directory's search (0017, FTS5 there,
-- a tsvector here) and 3. the catalogue_version counter (0005). The other INSERTs and UPDATEs of the SQLite
-- migrations (0007, 0009, 0023, 0024, 0026) only mended rows that existed then: a new database has none.
--
-- 1. vendors.min_guests, max_guests and offers_delivery equal what the vendor's active services say
-- (an unbounded maximum is stored as 1000000), so the directory filters on indexed columns.
CREATE FUNCTION vendors_sync_directory(vendor_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE vendors v SET
    min_guests = (SELECT min(coalesce(s.min_guests, 0)) FROM services s WHERE s.vendor_id = v.id AND s.is_active = true),
    max_guests = (SELECT max(coalesce(s.max_guests, 1000000)) FROM services s WHERE s.vendor_id = v.id AND s.is_active = true),
    offers_delivery = EXISTS (SELECT 1 FROM services s WHERE s.vendor_id = v.id AND s.is_active = true AND s.category = 'delivery')
  WHERE v.id = ANY (vendor_ids);
$$;
--> statement-breakpoint
-- 2. The directory's search (?q=): one tsvector per vendor of its name (weight A), cuisine and business
-- type (B), description (C) and active services' names and descriptions (D), the columns FTS5 indexes
-- in SQLite 0017. The text search configuration vendor_search does what FTS5's `porter unicode61
-- remove_diacritics 2` did: accents off (unaccent) and English stemming, with no stop words dropped
-- (FTS5 drops none; the query side drops its own). Query with to_tsquery('vendor_search', ...).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY vendor_search_stem (TEMPLATE = snowball, Language = english);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION vendor_search (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vendor_search ALTER MAPPING REPLACE english_stem WITH vendor_search_stem;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vendor_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, vendor_search_stem;
--> statement-breakpoint
-- Keyed by the vendor's id (SQLite needed vendor_search_keys for FTS5's integer rowids); a deleted
-- vendor's row goes with it.
CREATE TABLE vendor_search (
  vendor_id text PRIMARY KEY REFERENCES vendors (id) ON DELETE CASCADE,
  document tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX vendor_search_document_idx ON vendor_search USING gin (document);
--> statement-breakpoint
CREATE FUNCTION vendor_search_document(vendor vendors) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('vendor_search'::regconfig, vendor.business_name), 'A')
    || setweight(to_tsvector('vendor_search'::regconfig,
         coalesce(vendor.metadata::json ->> 'cuisineType', '') || ' ' || vendor.business_type), 'B')
    || setweight(to_tsvector('vendor_search'::regconfig, coalesce(vendor.description, '')), 'C')
    || setweight(to_tsvector('vendor_search'::regconfig, coalesce((
         SELECT string_agg(s.name || ' ' || coalesce(s.description, ''), ' ')
         FROM services s WHERE s.vendor_id = vendor.id AND s.is_active = true), '')), 'D');
$$;
--> statement-breakpoint
-- A vendor deleted meanwhile (a cascade) gets no row back.
CREATE FUNCTION vendor_search_refresh(vendor_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_search (vendor_id, document)
    SELECT v.id, vendor_search_document(v) FROM vendors v WHERE v.id = ANY (vendor_ids)
  ON CONFLICT (vendor_id) DO UPDATE SET document = excluded.document;
$$;
--> statement-breakpoint
CREATE FUNCTION vendor_search_vendors_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vendor_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_search_vendor_insert AFTER INSERT ON vendors
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_search_vendors_inserted();
--> statement-breakpoint
CREATE FUNCTION vendor_search_vendor_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vendor_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Per row, on the searched columns only, when one changed: a column list cannot go with a statement
-- trigger's transition tables, and every service write updates its vendor's guest range (1.).
CREATE TRIGGER vendor_search_vendor_update
  AFTER UPDATE OF business_name, description, metadata, business_type ON vendors
  FOR EACH ROW
  WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name
    OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.metadata IS DISTINCT FROM NEW.metadata
    OR OLD.business_type IS DISTINCT FROM NEW.business_type)
  EXECUTE FUNCTION vendor_search_vendor_updated();
--> statement-breakpoint
-- 1. and 2. for services, once per statement: the vendors of the services written, for an update only
-- those of services whose vendor, activity, or guest range and category (directory) or words (search) changed.
CREATE FUNCTION services_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  directory text[];
  search text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    directory := ARRAY(SELECT DISTINCT vendor_id FROM new_rows);
    search := directory;
  ELSIF TG_OP = 'DELETE' THEN
    directory := ARRAY(SELECT DISTINCT vendor_id FROM old_rows);
    search := directory;
  ELSE
    directory := ARRAY(
      SELECT DISTINCT changed.vendor_id
      FROM old_rows o FULL JOIN new_rows n ON n.id = o.id,
        unnest(ARRAY[o.vendor_id, n.vendor_id]) AS changed (vendor_id)
      WHERE changed.vendor_id IS NOT NULL
        AND (o.vendor_id, o.is_active, o.category, o.min_guests, o.max_guests)
          IS DISTINCT FROM (n.vendor_id, n.is_active, n.category, n.min_guests, n.max_guests));
    search := ARRAY(
      SELECT DISTINCT changed.vendor_id
      FROM old_rows o FULL JOIN new_rows n ON n.id = o.id,
        unnest(ARRAY[o.vendor_id, n.vendor_id]) AS changed (vendor_id)
      WHERE changed.vendor_id IS NOT NULL
        AND (o.vendor_id, o.is_active, o.name, o.description)
          IS DISTINCT FROM (n.vendor_id, n.is_active, n.name, n.description));
  END IF;
  IF cardinality(directory) > 0 THEN
    PERFORM vendors_sync_directory(directory);
  END IF;
  IF cardinality(search) > 0 THEN
    PERFORM vendor_search_refresh(search);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Three triggers: a trigger with transition tables takes one event.
CREATE TRIGGER services_after_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION services_written();
--> statement-breakpoint
CREATE TRIGGER services_after_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION services_written();
--> statement-breakpoint
CREATE TRIGGER services_after_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION services_written();
--> statement-breakpoint
SELECT vendors_sync_directory(ARRAY(SELECT id FROM vendors));
--> statement-breakpoint
SELECT vendor_search_refresh(ARRAY(SELECT id FROM vendors));
--> statement-breakpoint
-- 3. A counter every catalogue write moves, so cached directory answers know when they are stale.
INSERT INTO app_settings (key, value) VALUES ('catalogue_version', '0') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- Once per statement (SQLite: once per row): what the cache needs is that it moves.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_settings SET value = (value::bigint + 1)::text WHERE key = 'catalogue_version';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER services_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
