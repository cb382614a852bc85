-- Lawyer-fee agreements get their letter's number, title, start, fee and the way they ended
-- (decision 0046). An agreement recorded before this starts on the day it was signed.
ALTER TABLE "hk_fee_agreement" ADD COLUMN "agreement_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "effective_from" date;--> statement-breakpoint
UPDATE "hk_fee_agreement" SET "effective_from" = "signed_on";--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ALTER COLUMN "effective_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "amount" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "hk_fee_agreement" ADD COLUMN "end_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The rate card becomes a page of 账单管理 (费率表, its button under 全部账单 until now), with
-- 修改费率表 as its button; the grants stay on the same rows. A new database gets the same tree
-- from menus.seed.ts after its migrations; here, on its empty tables, nothing matches.
-- It sits right after 全部账单: the pages after it move down one, once (while the button is one).
UPDATE "sys_menu" AS later
SET "order_num" = later."order_num" + 1
FROM "sys_menu" AS all_bills
WHERE all_bills."perms" = 'hankun:bill:listAll' AND all_bills."menu_type" = 'C'
  AND later."parent_id" = all_bills."parent_id" AND later."order_num" > all_bills."order_num"
  AND EXISTS (SELECT 1 FROM "sys_menu" b WHERE b."perms" = 'hankun:levelRate:list' AND b."menu_type" = 'F');--> statement-breakpoint
UPDATE "sys_menu" AS card
SET "parent_id" = all_bills."parent_id", "menu_type" = 'C', "order_num" = all_bills."order_num" + 1,
  "path" = 'levelRate', "component" = 'hankun/levelRate/index', "icon" = 69
FROM "sys_menu" AS all_bills
WHERE card."perms" = 'hankun:levelRate:list' AND card."menu_type" = 'F'
  AND all_bills."perms" = 'hankun:bill:listAll' AND all_bills."menu_type" = 'C';--> statement-breakpoint
UPDATE "sys_menu" AS edit
SET "parent_id" = card."menu_id"
FROM "sys_menu" AS card
WHERE edit."perms" = 'hankun:levelRate:edit' AND card."perms" = 'hankun:levelRate:list' AND card."menu_type" = 'C';
