CREATE TABLE "listing_words" (
	"word" text collate "C" NOT NULL,
	"property_id" integer NOT NULL,
	"map_lng" double precision,
	"map_lat" double precision
);
--> statement-breakpoint
CREATE INDEX "listing_words_map_idx" ON "listing_words" USING btree ("word","map_lng","map_lat","property_id");--> statement-breakpoint
CREATE INDEX "listing_words_property_id_index" ON "listing_words" USING btree ("property_id");--> statement-breakpoint
-- A listing's words follow its search vector, its map point and whether it is published
-- (complete, not hidden, on the market): only published listings have words here. Written by
-- the database, so every writer (owner wizard, admin, seeds, the listing triggers of 0004 and
-- 0013) keeps it right. See docs/decisions/056.
CREATE OR REPLACE FUNCTION listing_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE'
    AND OLD.completion_level = 4 AND OLD.hidden_at IS NULL AND OLD.off_market_at IS NULL)
  THEN
    DELETE FROM listing_words WHERE property_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE'
    AND NEW.completion_level = 4 AND NEW.hidden_at IS NULL AND NEW.off_market_at IS NULL
  THEN
    INSERT INTO listing_words (word, property_id, map_lng, map_lat)
      SELECT w.word, NEW.id, NEW.map_lng, NEW.map_lat
      FROM unnest(tsvector_to_array(NEW.search)) AS w(word);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_words_insert AFTER INSERT ON properties FOR EACH ROW
  WHEN (NEW.completion_level = 4 AND NEW.hidden_at IS NULL AND NEW.off_market_at IS NULL)
  EXECUTE FUNCTION listing_words_refresh();
--> statement-breakpoint
CREATE TRIGGER properties_words_update AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.search IS DISTINCT FROM NEW.search
    OR OLD.map_lng IS DISTINCT FROM NEW.map_lng
    OR OLD.map_lat IS DISTINCT FROM NEW.map_lat
    OR (OLD.completion_level = 4 AND OLD.hidden_at IS NULL AND OLD.off_market_at IS NULL)
      IS DISTINCT FROM (NEW.completion_level = 4 AND NEW.hidden_at IS NULL AND NEW.off_market_at IS NULL))
  EXECUTE FUNCTION listing_words_refresh();
--> statement-breakpoint
CREATE TRIGGER properties_words_delete AFTER DELETE ON properties FOR EACH ROW
  WHEN (OLD.completion_level = 4 AND OLD.hidden_at IS NULL AND OLD.off_market_at IS NULL)
  EXECUTE FUNCTION listing_words_refresh();
--> statement-breakpoint
INSERT INTO listing_words (word, property_id, map_lng, map_lat)
  SELECT w.word, p.id, p.map_lng, p.map_lat
  FROM properties p CROSS JOIN unnest(tsvector_to_array(p.search)) AS w(word)
  WHERE p.completion_level = 4 AND p.hidden_at IS NULL AND p.off_market_at IS NULL;
