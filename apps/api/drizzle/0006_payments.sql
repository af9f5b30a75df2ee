CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_known" CHECK ("sandbox_payments"."status" in ('captured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_state_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_id_index" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_one_capture_per_order" ON "sandbox_payments" USING btree ("order_id") WHERE "sandbox_payments"."status" = 'captured';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_buyer_state_id_states_id_fk" FOREIGN KEY ("buyer_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_pending_index" ON "payment_orders" USING btree ("provider","created_at") WHERE "payment_orders"."status" = 0;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_receipt_unique" UNIQUE("receipt");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_invoiceNumber_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_provider_known" CHECK ("payment_orders"."provider" in ('razorpay', 'sandbox'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_paid_has_payment" CHECK ("payment_orders"."status" <> 1 or ("payment_orders"."provider_payment_id" is not null and "payment_orders"."paid_at" is not null));