-- Custom migration (drizzle-kit generate --custom): what drizzle-kit cannot express.
-- Databases created before it was split out of 0002 already have these objects: every statement
-- replaces rather than creates, so running it there changes nothing.
-- Completion level and the browse copies are derived from the price, attachments and address
-- (spec 000 section 4, "computed from server data"); the database keeps them, so every writer
-- (owner wizard, admin, seeds) gets them right. See docs/decisions/005.
CREATE OR REPLACE FUNCTION refresh_property_listing(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p_price bigint;
  p_purchase_type smallint;
  a_state integer;
  a_district integer;
  a_city integer;
  a_place text;
  has_attachments boolean;
BEGIN
  SELECT price, purchase_type INTO p_price, p_purchase_type FROM property_prices WHERE property_id = pid;
  SELECT a.state_id, a.district_id, a.city_id, concat_ws(' ', c.name, d.name, s.name)
    INTO a_state, a_district, a_city, a_place
    FROM property_addresses a
    JOIN cities c ON c.id = a.city_id
    JOIN districts d ON d.id = a.district_id
    JOIN states s ON s.id = a.state_id
    WHERE a.property_id = pid;
  has_attachments := EXISTS (SELECT 1 FROM attachments WHERE property_id = pid);
  UPDATE properties SET
    price = p_price,
    purchase_type = p_purchase_type,
    state_id = a_state,
    district_id = a_district,
    city_id = a_city,
    location_text = a_place,
    completion_level = CASE
      WHEN p_price IS NULL THEN 1
      WHEN NOT has_attachments THEN 2
      WHEN a_state IS NULL THEN 3
      ELSE 4
    END
  WHERE id = pid;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_property_listing(OLD.property_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.property_id <> OLD.property_id) THEN
    PERFORM refresh_property_listing(NEW.property_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS property_prices_listing ON property_prices;
--> statement-breakpoint
CREATE TRIGGER property_prices_listing AFTER INSERT OR UPDATE OR DELETE ON property_prices
  FOR EACH ROW EXECUTE FUNCTION property_part_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS property_addresses_listing ON property_addresses;
--> statement-breakpoint
CREATE TRIGGER property_addresses_listing AFTER INSERT OR UPDATE OR DELETE ON property_addresses
  FOR EACH ROW EXECUTE FUNCTION property_part_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS attachments_listing ON attachments;
--> statement-breakpoint
CREATE TRIGGER attachments_listing AFTER INSERT OR DELETE OR UPDATE OF property_id ON attachments
  FOR EACH ROW EXECUTE FUNCTION property_part_changed();
