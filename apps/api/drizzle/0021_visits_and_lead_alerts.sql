CREATE TABLE "site_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"last_slot_at" timestamp with time zone NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"slot_at" timestamp with time zone,
	"reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_slots_count" CHECK (cardinality("site_visits"."slots") between 1 and 3 and "site_visits"."last_slot_at" = "site_visits"."slots"[cardinality("site_visits"."slots")]),
	CONSTRAINT "site_visits_accepted_slot" CHECK (("site_visits"."status" = 'accepted') = ("site_visits"."slot_at" is not null) and ("site_visits"."slot_at" is null or "site_visits"."slot_at" = any("site_visits"."slots"))),
	CONSTRAINT "site_visits_cancelled_by" CHECK (("site_visits"."status" = 'cancelled') = ("site_visits"."cancelled_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_alerts" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_visits_seeker_id_created_at_index" ON "site_visits" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "site_visits_owner_id_created_at_index" ON "site_visits" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "site_visits_property_id_created_at_index" ON "site_visits" USING btree ("property_id","created_at");