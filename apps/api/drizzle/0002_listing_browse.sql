DROP INDEX "properties_published_created_idx";--> statement-breakpoint
DROP INDEX "properties_published_type_created_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "purchase_type" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_text" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location_text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_browse_all_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_all_price_idx" ON "properties" USING btree ("price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_newest_idx" ON "properties" USING btree ("state_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_price_idx" ON "properties" USING btree ("state_id","price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_newest_idx" ON "properties" USING btree ("district_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_price_idx" ON "properties" USING btree ("district_id","price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_newest_idx" ON "properties" USING btree ("city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_price_idx" ON "properties" USING btree ("city_id","price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;
