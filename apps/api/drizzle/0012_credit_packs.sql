ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "bonus_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "packs" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_bonus_non_negative" CHECK ("payment_orders"."bonus_credits" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_reason_known" CHECK ("wallet_ledger"."reason" in ('top_up', 'unlock', 'refund', 'adjustment', 'demo_grant', 'bonus'));