-- The expense detail report (decision 0047) on the menus of a firm seeded before it. A new database
-- gets the same rows from menus.seed.ts and roles.seed.ts after its migrations; here, on its empty
-- tables, nothing matches and nothing is written, so nothing doubles.
-- The page now carries the quick-start string 个人费用 itself: the placeholder button goes.
DELETE FROM "sys_role_menu" rm
USING "sys_menu" m, "sys_menu" quick
WHERE rm."menu_id" = m."menu_id" AND m."menu_type" = 'F' AND m."perms" = 'hankun:report:userExpensesDetailList'
  AND quick."menu_id" = m."parent_id" AND quick."perms" = 'home:settingQuickStart:list';
--> statement-breakpoint
DELETE FROM "sys_menu" m
USING "sys_menu" quick
WHERE m."menu_type" = 'F' AND m."perms" = 'hankun:report:userExpensesDetailList'
  AND quick."menu_id" = m."parent_id" AND quick."perms" = 'home:settingQuickStart:list';
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT report."menu_id", '费用明细', 'Expense details', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = report."menu_id"),
  'userExpenseIndex', 'report/userExpenseIndex/index', 'hankun:report:userExpensesDetailList', 57
FROM "sys_menu" report
WHERE report."menu_type" = 'M' AND report."path" = 'report' AND report."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hankun:report:userExpensesDetailList');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", '全所费用', 'Whole firm', 'F', 1, 'hankun:report:expensesAll'
FROM "sys_menu" page
WHERE page."perms" = 'hankun:report:userExpensesDetailList' AND page."menu_type" = 'C'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hankun:report:expensesAll');
--> statement-breakpoint
-- REPORT_GRANTS of roles.seed.ts: lawyers and partners their own lines, finance everyone's.
WITH grants(role_key, menu) AS (
  VALUES
    ('lawyer', 'hankun:report:userExpensesDetailList'),
    ('partner', 'hankun:report:userExpensesDetailList'),
    ('finance', 'hankun:report:userExpensesDetailList'),
    ('finance', 'hankun:report:expensesAll')
)
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
