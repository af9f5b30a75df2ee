CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('property.hide', 'property.unhide', 'property.verify', 'user.block', 'user.unblock', 'user.type', 'user.credits', 'payment.reconcile', 'report.refund', 'report.reject', 'report.hide', 'report.auto_refund', 'property.auto_hide')),
	CONSTRAINT "audit_log_target_known" CHECK ("audit_log"."target_type" in ('property', 'user', 'payment', 'report'))
);
--> statement-breakpoint
CREATE TABLE "property_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unlock_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_due_at" timestamp with time zone,
	"answer" text,
	"answer_message" text,
	"answered_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"refunded_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_reports_reason_known" CHECK ("property_reports"."reason" in ('unreachable', 'wrong_number', 'already_let', 'misleading', 'other')),
	CONSTRAINT "property_reports_status_known" CHECK ("property_reports"."status" in ('open', 'refunded', 'rejected')),
	CONSTRAINT "property_reports_answer_known" CHECK ("property_reports"."answer" is null or "property_reports"."answer" in ('reachable', 'let')),
	CONSTRAINT "property_reports_resolution_known" CHECK ("property_reports"."resolution" is null or "property_reports"."resolution" in ('refund', 'reject', 'hide', 'confirmed', 'unanswered')),
	CONSTRAINT "property_reports_resolved_when_closed" CHECK (("property_reports"."status" = 'open') = ("property_reports"."resolved_at" is null)),
	CONSTRAINT "property_reports_refund_non_negative" CHECK ("property_reports"."refunded_credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_unlock_id_unlocks_id_fk" FOREIGN KEY ("unlock_id") REFERENCES "public"."unlocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_index" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_type_target_id_created_at_index" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_reports_one_open_per_unlock" ON "property_reports" USING btree ("unlock_id") WHERE "property_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "property_reports_property_id_created_at_index" ON "property_reports" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "property_reports_reporter_id_created_at_index" ON "property_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "property_reports_status_created_at_index" ON "property_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "property_reports_due_index" ON "property_reports" USING btree ("answer_due_at") WHERE "property_reports"."status" = 'open' and "property_reports"."answered_at" is null;--> statement-breakpoint
-- The audit log is append-only: whatever writes (the API, a script, a bug), a row once written
-- is never changed or deleted.
CREATE OR REPLACE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
