CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profile_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_profile_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_phone" text NOT NULL,
	"property_location" text NOT NULL,
	"state" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_districtId_name_unique" UNIQUE("district_id","name")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "districts_stateId_name_unique" UNIQUE("state_id","name")
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"pin" text PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"city_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"places" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name"),
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"img_url" text NOT NULL,
	"name" text NOT NULL,
	"order_number" integer DEFAULT 1 NOT NULL,
	"description" text,
	"attachment_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_order_positive" CHECK ("attachments"."order_number" >= 1),
	CONSTRAINT "attachments_size_limit" CHECK ("attachments"."size_bytes" between 0 and 104857600)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" smallint NOT NULL,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"image" text,
	"completion_level" smallint DEFAULT 1 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_known" CHECK ("properties"."type" in (1, 2)),
	CONSTRAINT "properties_completion_level_range" CHECK ("properties"."completion_level" between 1 and 4),
	CONSTRAINT "properties_dimensions_non_negative" CHECK (coalesce("properties"."length", 0) >= 0 and coalesce("properties"."width", 0) >= 0 and coalesce("properties"."height", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"address" text NOT NULL,
	"pin_code" text NOT NULL,
	"phone_number" text,
	"latitude" double precision,
	"longitude" double precision,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "property_addresses_propertyId_unique" UNIQUE("property_id"),
	CONSTRAINT "property_addresses_pin_code_format" CHECK ("property_addresses"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "property_addresses_phone_format" CHECK ("property_addresses"."phone_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "property_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"purchase_type" smallint NOT NULL,
	"recuring_type" smallint,
	"security_deposit" bigint,
	CONSTRAINT "property_prices_propertyId_unique" UNIQUE("property_id"),
	CONSTRAINT "property_prices_price_non_negative" CHECK ("property_prices"."price" >= 0),
	CONSTRAINT "property_prices_deposit_non_negative" CHECK (coalesce("property_prices"."security_deposit", 0) >= 0),
	CONSTRAINT "property_prices_purchase_type_known" CHECK ("property_prices"."purchase_type" in (1, 2, 3)),
	CONSTRAINT "property_prices_recuring_type_known" CHECK ("property_prices"."recuring_type" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_attempts_range" CHECK ("otp_codes"."attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_credits_non_negative" CHECK ("users"."credits" >= 0),
	CONSTRAINT "users_phone_number_format" CHECK ("users"."phone_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_paise" integer NOT NULL,
	"credits" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_providerOrderId_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_orders_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payment_orders_credits_positive" CHECK ("payment_orders"."credits" > 0),
	CONSTRAINT "payment_orders_amount_matches_credits" CHECK ("payment_orders"."amount_paise" = "payment_orders"."credits" * 100),
	CONSTRAINT "payment_orders_status_known" CHECK ("payment_orders"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "unlocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unlocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"credits_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unlocks_userId_propertyId_unique" UNIQUE("user_id","property_id"),
	CONSTRAINT "unlocks_credits_non_negative" CHECK ("unlocks"."credits_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"payment_order_id" integer,
	"unlock_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_paymentOrderId_unique" UNIQUE("payment_order_id"),
	CONSTRAINT "wallet_ledger_unlockId_unique" UNIQUE("unlock_id"),
	CONSTRAINT "wallet_ledger_balance_non_negative" CHECK ("wallet_ledger"."balance_after" >= 0),
	CONSTRAINT "wallet_ledger_delta_non_zero" CHECK ("wallet_ledger"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_codes" ADD CONSTRAINT "pin_codes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_codes" ADD CONSTRAINT "pin_codes_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_codes" ADD CONSTRAINT "pin_codes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_addresses" ADD CONSTRAINT "property_addresses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_addresses" ADD CONSTRAINT "property_addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_addresses" ADD CONSTRAINT "property_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_addresses" ADD CONSTRAINT "property_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_prices" ADD CONSTRAINT "property_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlocks" ADD CONSTRAINT "unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlocks" ADD CONSTRAINT "unlocks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_unlock_id_unlocks_id_fk" FOREIGN KEY ("unlock_id") REFERENCES "public"."unlocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_codes_district_id_index" ON "pin_codes" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "attachments_property_id_order_number_index" ON "attachments" USING btree ("property_id","order_number");--> statement-breakpoint
CREATE INDEX "properties_user_id_created_at_index" ON "properties" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_published_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "properties_published_type_created_idx" ON "properties" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."completion_level" = 4 and "properties"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "property_addresses_state_id_district_id_city_id_index" ON "property_addresses" USING btree ("state_id","district_id","city_id");--> statement-breakpoint
CREATE INDEX "property_addresses_district_id_index" ON "property_addresses" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "property_addresses_city_id_index" ON "property_addresses" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "property_prices_purchase_type_price_index" ON "property_prices" USING btree ("purchase_type","price");--> statement-breakpoint
CREATE INDEX "otp_codes_target_purpose_created_at_index" ON "otp_codes" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "payment_orders_user_id_created_at_index" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "unlocks_user_id_created_at_index" ON "unlocks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_id_created_at_index" ON "wallet_ledger" USING btree ("user_id","created_at");