CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_financial_year_format" CHECK ("invoice_series"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "invoice_series_last_number_positive" CHECK ("invoice_series"."last_number" > 0)
);
