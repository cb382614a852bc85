-- 报表 › 开票收款核对 (decision 0061) on the menus of a firm seeded before it, granted to finance as
-- roles.seed.ts grants it; a new database gets the same rows from the seeds after its migrations.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT report."menu_id", '开票收款核对', 'Invoices vs receipts', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = report."menu_id"),
  'audit/invoice/receipt/list', 'report/audit/invoice/receipt/list/index', 'hankun:invoice:receiptList', 75
FROM "sys_menu" report
WHERE report."menu_type" = 'M' AND report."path" = 'report' AND report."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hankun:invoice:receiptList');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM "sys_role" r
JOIN "sys_menu" m ON m."perms" = 'hankun:invoice:receiptList'
WHERE r."role_key" = 'finance'
ON CONFLICT DO NOTHING;
