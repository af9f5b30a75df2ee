-- Decision 078: the statement that marks an order paid gives it its tax invoice number, so a
-- paid order without one cannot be. Orders paid before this version whose numbering had not run
-- yet are numbered here first, as that numbering would have: the next serials of the financial
-- year of their payment (in India), oldest payment first, with the prefix of the latest number
-- given ('GH' before any), in the format of formatInvoiceNumber (modules/invoices/tax.ts).
WITH "waiting" AS (
  SELECT "id", "paid_at",
    CASE WHEN extract(month FROM "paid_at" AT TIME ZONE 'UTC' + interval '5 hours 30 minutes') >= 4
      THEN extract(year FROM "paid_at" AT TIME ZONE 'UTC' + interval '5 hours 30 minutes')
      ELSE extract(year FROM "paid_at" AT TIME ZONE 'UTC' + interval '5 hours 30 minutes') - 1
    END::int AS "first_year"
  FROM "payment_orders"
  WHERE "status" = 1 AND "invoice_number" IS NULL
), "years" AS (
  SELECT *, "first_year" || '-' || lpad((("first_year" + 1) % 100)::text, 2, '0') AS "financial_year"
  FROM "waiting"
), "series" AS (
  INSERT INTO "invoice_series" ("financial_year", "last_number")
  SELECT "financial_year", count(*) FROM "years" GROUP BY "financial_year"
  ON CONFLICT ("financial_year") DO UPDATE
    SET "last_number" = "invoice_series"."last_number" + excluded."last_number"
  RETURNING "financial_year", "last_number"
), "numbered" AS (
  SELECT "y"."id", "y"."financial_year",
    "s"."last_number" - count(*) OVER (PARTITION BY "y"."financial_year")
      + row_number() OVER (PARTITION BY "y"."financial_year" ORDER BY "y"."paid_at", "y"."id") AS "serial"
  FROM "years" "y" JOIN "series" "s" USING ("financial_year")
), "prefix" AS (
  SELECT coalesce((SELECT split_part("invoice_number", '/', 1) FROM "payment_orders"
    WHERE "invoice_number" IS NOT NULL ORDER BY "paid_at" DESC, "id" DESC LIMIT 1), 'GH') AS "prefix"
)
UPDATE "payment_orders" SET "invoice_number" = "prefix"."prefix" || '/' || substr("numbered"."financial_year", 3)
  || '/' || lpad("numbered"."serial"::text, greatest(6, length("numbered"."serial"::text)), '0')
FROM "numbered", "prefix"
WHERE "payment_orders"."id" = "numbered"."id";--> statement-breakpoint
DROP INDEX "payment_orders_unnumbered_index";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_paid_has_invoice" CHECK ("payment_orders"."status" <> 1 or "payment_orders"."invoice_number" is not null);
