-- An invoice's currency is its bill's: kept on the invoice so the invoice lists sum per currency
-- without joining every bill (issue 25; 发票审核 spent most of its time on that join).
ALTER TABLE "hk_invoice" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "hk_invoice" AS "v" SET "currency" = "b"."currency" FROM "hk_bill" AS "b" WHERE "b"."bill_id" = "v"."bill_id";--> statement-breakpoint
UPDATE "hk_invoice" SET "currency" = 'CNY' WHERE "currency" IS NULL;--> statement-breakpoint
ALTER TABLE "hk_invoice" ALTER COLUMN "currency" SET NOT NULL;
