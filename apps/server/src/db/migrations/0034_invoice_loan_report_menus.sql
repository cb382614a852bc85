-- Tax invoices (decision 0039), staff loans (decision 0041) and the income reports (decision 0042)
-- on the menus of a firm seeded before them. A new database gets the same rows from menus.seed.ts and roles.seed.ts after its
-- migrations; here, on its empty tables, nothing matches and nothing is written, so nothing doubles.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT bill."menu_id", '我的发票', 'My invoices', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = bill."menu_id"),
  'billInvoice', 'hankun/billInvoice/index', 'hankun:invoice:apply', 26
FROM "sys_menu" bill
WHERE bill."menu_type" = 'M' AND bill."path" = 'bill' AND bill."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hankun:invoice:apply');
--> statement-breakpoint
-- 我的借款 and 全部借款 follow the claims in 费用报销.
WITH pages("menu_name", "menu_name_en", "path", "component", "perms", "icon") AS (
  VALUES
    ('我的借款', 'My loans', 'borrowList', 'expenses/borrowList/index', 'expenses:borrow:list', 50),
    ('全部借款', 'All loans', 'borrowListAll', 'expenses/borrowListAll/index', 'expenses:borrow:listAll', 75)
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT expenses."menu_id", p."menu_name", p."menu_name_en", 'C',
  (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = expenses."menu_id")
    + row_number() OVER (ORDER BY p."path"),
  p."path", p."component", p."perms", p."icon"
FROM pages p
JOIN "sys_menu" expenses ON expenses."menu_type" = 'M' AND expenses."path" = 'expenses' AND expenses."parent_id" = 0
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p."perms");
--> statement-breakpoint
-- 报表 sits after 费用报销, as in the seeded tree.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT 0, '报表', 'Reports', 'M', expenses."order_num", 'report', 'Layout', '', 27
FROM "sys_menu" expenses
WHERE expenses."menu_type" = 'M' AND expenses."path" = 'expenses' AND expenses."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."menu_type" = 'M' AND m."path" = 'report' AND m."parent_id" = 0);
--> statement-breakpoint
WITH pages("menu_name", "menu_name_en", "order_num", "path", "component", "perms", "icon") AS (
  VALUES
    ('案件收入', 'Case income', 1, 'projectIncomeList', 'report/projectIncomeList/index', 'hankun:report:projectIncomeList', 33),
    ('合伙人收入', 'Partner income', 2, 'reportPartnerIncome', 'report/reportPartnerIncome/index', 'report:partner:list', 34),
    ('发票审核', 'Invoices', 3, 'audit/invoice/list', 'report/audit/invoice/list/index', 'hankun:invoice:list', 32)
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT report."menu_id", p."menu_name", p."menu_name_en", 'C', p."order_num", p."path", p."component", p."perms", p."icon"
FROM pages p
JOIN "sys_menu" report ON report."menu_type" = 'M' AND report."path" = 'report' AND report."parent_id" = 0
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p."perms");
--> statement-breakpoint
WITH buttons(page_perms, "menu_name", "menu_name_en", "perms") AS (
  VALUES
    ('hankun:report:projectIncomeList', '全所数据', 'Whole firm', 'hankun:report:incomeAll'),
    ('hankun:invoice:list', '开具发票', 'Record invoices', 'hankun:invoice:issue'),
    ('expenses:borrow:listAll', '付款与还款', 'Pay and repayments', 'expenses:borrow:pay')
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", b."menu_name", b."menu_name_en", 'F', 1, b."perms"
FROM buttons b
JOIN "sys_menu" page ON page."perms" = b.page_perms AND page."menu_type" = 'C'
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = b."perms");
--> statement-breakpoint
-- The grants of roles.seed.ts: BILL_GRANTS (invoices), EXPENSE_GRANTS (loans) and REPORT_GRANTS;
-- 'report' is the directory.
WITH grants(role_key, menu) AS (
  VALUES
    ('partner', 'hankun:invoice:apply'),
    ('lawyer', 'hankun:invoice:apply'),
    ('secretary', 'hankun:invoice:apply'),
    ('finance', 'hankun:invoice:apply'),
    ('finance', 'hankun:invoice:list'),
    ('finance', 'hankun:invoice:issue'),
    ('lawyer', 'report'),
    ('lawyer', 'hankun:report:projectIncomeList'),
    ('partner', 'report'),
    ('partner', 'hankun:report:projectIncomeList'),
    ('partner', 'report:partner:list'),
    ('finance', 'report'),
    ('finance', 'hankun:report:projectIncomeList'),
    ('finance', 'report:partner:list'),
    ('finance', 'hankun:report:incomeAll'),
    ('partner', 'expenses:borrow:list'),
    ('lawyer', 'expenses:borrow:list'),
    ('secretary', 'expenses:borrow:list'),
    ('finance', 'expenses:borrow:list'),
    ('finance', 'expenses:borrow:listAll'),
    ('finance', 'expenses:borrow:pay')
)
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON CASE
  WHEN g.menu = 'report' THEN m."menu_type" = 'M' AND m."path" = 'report' AND m."parent_id" = 0
  ELSE m."perms" = g.menu
END
ON CONFLICT DO NOTHING;
