CREATE TABLE "saved_search_hits" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"alert" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_searches_unsubscribeToken_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
DROP INDEX "properties_browse_all_newest_idx";--> statement-breakpoint
DROP INDEX "properties_browse_all_price_idx";--> statement-breakpoint
DROP INDEX "properties_browse_state_newest_idx";--> statement-breakpoint
DROP INDEX "properties_browse_state_price_idx";--> statement-breakpoint
DROP INDEX "properties_browse_district_newest_idx";--> statement-breakpoint
DROP INDEX "properties_browse_district_price_idx";--> statement-breakpoint
DROP INDEX "properties_browse_city_newest_idx";--> statement-breakpoint
DROP INDEX "properties_browse_city_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "docks" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_load" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "power_kva" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "flooring" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fire_noc" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fire_noc_file" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "security_24x7" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "highway_km" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "recuring_type" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "map_lng" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area" double precision GENERATED ALWAYS AS (coalesce(length * width, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rate" double precision GENERATED ALWAYS AS (coalesce(case when length * width > 0 then price * (case recuring_type when 1 then 30 when 2 then 4.333333333333333 when 3 then 2.1666666666666665 when 4 then 1 when 5 then 0.3333333333333333 when 6 then 0.16666666666666666 when 7 then 0.08333333333333333 else 1 end) / (length * width) end, 'Infinity'::float8)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_property_id_index" ON "saved_search_hits" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_created_at_index" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("alert") WHERE "saved_searches"."alert" <> 'off';--> statement-breakpoint
CREATE INDEX "shortlists_user_id_created_at_index" ON "shortlists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlists_property_id_index" ON "shortlists" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_browse_all_area_idx" ON "properties" USING btree ("area" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_all_rate_idx" ON "properties" USING btree ("rate","id","type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_area_idx" ON "properties" USING btree ("state_id","area" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","height","docks","floor_load","power_kva","fire_noc","verified_at","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_rate_idx" ON "properties" USING btree ("state_id","rate","id","type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_area_idx" ON "properties" USING btree ("district_id","area" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_rate_idx" ON "properties" USING btree ("district_id","rate","id","type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_area_idx" ON "properties" USING btree ("city_id","area" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_rate_idx" ON "properties" USING btree ("city_id","rate","id","type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING btree ("map_lng","map_lat","type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_published_at_idx" ON "properties" USING btree ("published_at","id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_all_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_all_price_idx" ON "properties" USING btree ("price","id","type","purchase_type","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_newest_idx" ON "properties" USING btree ("state_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_price_idx" ON "properties" USING btree ("state_id","price","id","type","purchase_type","area","height","docks","floor_load","power_kva","fire_noc","verified_at","district_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_newest_idx" ON "properties" USING btree ("district_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_price_idx" ON "properties" USING btree ("district_id","price","id","type","purchase_type","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","city_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_newest_idx" ON "properties" USING btree ("city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type","price","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_price_idx" ON "properties" USING btree ("city_id","price","id","type","purchase_type","area","height","docks","floor_load","power_kva","fire_noc","verified_at","state_id","district_id") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_flooring_known" CHECK (flooring in ('fm2', 'vdf', 'tremix', 'other'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_specs_non_negative" CHECK (coalesce("properties"."docks", 0) >= 0 and coalesce("properties"."floor_load", 0) >= 0 and coalesce("properties"."power_kva", 0) >= 0 and coalesce("properties"."highway_km", 0) >= 0);--> statement-breakpoint
-- Issue 15: the browse copies gain the price's recurrence (for properties.rate) and the address's
-- point, rounded to MAP_POINT_DECIMALS (2: about 1 km; the address itself is paid contact).
CREATE OR REPLACE FUNCTION refresh_property_listing(pid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p_price bigint;
  p_purchase_type smallint;
  p_recuring_type smallint;
  a_state integer;
  a_district integer;
  a_city integer;
  a_place text;
  a_lat double precision;
  a_lng double precision;
  has_attachments boolean;
BEGIN
  SELECT price, purchase_type, recuring_type INTO p_price, p_purchase_type, p_recuring_type
    FROM property_prices WHERE property_id = pid;
  SELECT a.state_id, a.district_id, a.city_id, concat_ws(' ', c.name, d.name, s.name),
      round(a.latitude::numeric, 2)::double precision, round(a.longitude::numeric, 2)::double precision
    INTO a_state, a_district, a_city, a_place, a_lat, a_lng
    FROM property_addresses a
    JOIN cities c ON c.id = a.city_id
    JOIN districts d ON d.id = a.district_id
    JOIN states s ON s.id = a.state_id
    WHERE a.property_id = pid;
  has_attachments := EXISTS (SELECT 1 FROM attachments WHERE property_id = pid);
  UPDATE properties SET
    price = p_price,
    purchase_type = p_purchase_type,
    recuring_type = p_recuring_type,
    state_id = a_state,
    district_id = a_district,
    city_id = a_city,
    location_text = a_place,
    map_lat = a_lat,
    map_lng = a_lng,
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
-- When a listing becomes published (complete, not hidden, on the market) it gets a new
-- published_at: what saved-search alerts look for (each listing still alerts a search once).
CREATE OR REPLACE FUNCTION property_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.completion_level = 4 AND NEW.hidden_at IS NULL AND NEW.off_market_at IS NULL
    AND (TG_OP = 'INSERT' OR NOT (OLD.completion_level = 4 AND OLD.hidden_at IS NULL AND OLD.off_market_at IS NULL))
  THEN
    NEW.published_at := coalesce(CASE WHEN TG_OP = 'INSERT' THEN NEW.published_at END, now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_published_at BEFORE INSERT OR UPDATE OF completion_level, hidden_at, off_market_at ON properties
  FOR EACH ROW EXECUTE FUNCTION property_published_at();
--> statement-breakpoint
UPDATE properties SET published_at = created_at
  WHERE completion_level = 4 AND hidden_at IS NULL AND off_market_at IS NULL;
--> statement-breakpoint
UPDATE properties p SET recuring_type = pp.recuring_type FROM property_prices pp WHERE pp.property_id = p.id;
--> statement-breakpoint
UPDATE properties p SET map_lat = round(a.latitude::numeric, 2)::double precision,
    map_lng = round(a.longitude::numeric, 2)::double precision
  FROM property_addresses a WHERE a.property_id = p.id;
--> statement-breakpoint
-- The keyword's fallback for misspelt town names (modules/listings/search): trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX cities_name_trgm_idx ON cities USING gin (lower(name) gin_trgm_ops);
