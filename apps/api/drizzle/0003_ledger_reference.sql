ALTER TABLE "wallet_ledger" ADD COLUMN "reference" text;--> statement-breakpoint
-- Entries written before references existed get one from what they point at.
UPDATE "wallet_ledger" SET "reference" = CASE
  WHEN "unlock_id" IS NOT NULL THEN 'unlock:' || "unlock_id"
  WHEN "payment_order_id" IS NOT NULL THEN 'order:' || "payment_order_id"
  ELSE "reason" || ':' || "id"
END;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_reason_known" CHECK ("wallet_ledger"."reason" in ('top_up', 'unlock', 'refund', 'adjustment', 'demo_grant'));
