ALTER TABLE "payment_orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_orders_paid_at_index" ON "payment_orders" USING btree ("paid_at") WHERE "payment_orders"."status" = 1;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_gstin_format" CHECK ("payment_orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_gstin_has_buyer" CHECK ("payment_orders"."buyer_gstin" is null or ("payment_orders"."buyer_legal_name" is not null and "payment_orders"."buyer_address" is not null and "payment_orders"."buyer_state_id" is not null));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_method_format" CHECK ("payment_orders"."payment_method" ~ '^[a-z][a-z_]{1,31}$');