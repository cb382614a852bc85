ALTER TABLE "sys_user" ALTER COLUMN "status" SET DEFAULT '3';--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "office_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "seat" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- RuoYi's '0' active / '1' disabled become the firm's lifecycle (decision 0012); a deleted user was disabled.
UPDATE "sys_user" SET "status" = CASE "status" WHEN '0' THEN '3' ELSE '4' END WHERE "status" IN ('0', '1');
