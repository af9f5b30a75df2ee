CREATE TABLE "property_views" (
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "property_views_property_id_user_id_day_pk" PRIMARY KEY("property_id","user_id","day")
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
DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "off_market_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "storage_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_browse_all_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_all_price_idx" ON "properties" USING btree ("price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_newest_idx" ON "properties" USING btree ("state_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_state_price_idx" ON "properties" USING btree ("state_id","price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_newest_idx" ON "properties" USING btree ("district_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_district_price_idx" ON "properties" USING btree ("district_id","price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_newest_idx" ON "properties" USING btree ("city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_browse_city_price_idx" ON "properties" USING btree ("city_id","price","id","type","purchase_type") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search") WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null and "properties"."off_market_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_storage_bytes_non_negative" CHECK ("users"."storage_bytes" >= 0);