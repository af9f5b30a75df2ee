CREATE TABLE "password_failures" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_failures_account_source_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "password_failures_expires_at_index" ON "password_failures" USING btree ("expires_at");