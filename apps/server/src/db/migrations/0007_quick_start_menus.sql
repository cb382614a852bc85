-- Decision 0009: the quick-start permission strings (spec §6) as buttons under 工作台 › 快捷入口,
-- granted to the demo roles that use them. Only a firm whose menus already exist gets them here; a
-- new database has no menus yet at this point and gets the same rows from the demo seed
-- (quick-start-menus.seed.ts), so nothing doubles.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT 0, '工作台', 'Workbench', 'M', 1 + (SELECT coalesce(max("order_num"), 0) FROM "sys_menu" WHERE "parent_id" = 0), 'home', 'Layout', '', 76
WHERE EXISTS (SELECT 1 FROM "sys_menu")
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" WHERE "parent_id" = 0 AND "menu_type" = 'M' AND "path" = 'home');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT d."menu_id", '快捷入口', 'Quick start', 'C', 1, 'settingQuickStart', 'home/settingQuickStart/index', 'home:settingQuickStart:list', 77
FROM "sys_menu" d
WHERE d."parent_id" = 0 AND d."menu_type" = 'M' AND d."path" = 'home'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'home:settingQuickStart:list');
--> statement-breakpoint
WITH buttons(perms, menu_name, menu_name_en, order_num) AS (
  VALUES
    ('hankun:project:listAllPreCheck', '预审核列表', 'Pre-check audits', 1),
    ('hankun:project:listAllStartCheck', '正式立案审核列表', 'Establishment audits', 2),
    ('hankun:project:listAllEndCheck', '结案审核列表', 'Closing audits', 3),
    ('hankun:project:checkAllList', '利冲预检', 'Conflict pre-checks', 4),
    ('report:withholding:leaderWithholding', '合伙人预提', 'Partner withholding', 5),
    ('report:partner:list', '合伙人收入', 'Partner income', 6),
    ('hankun:report:projectIncomeList', '案件收入', 'Case income', 7),
    ('hankun:report:userExpensesDetailList', '个人费用', 'Personal expenses', 8),
    ('hr:leave:add', '请假申请', 'Leave request', 9),
    ('hr:overtime:add', '加班申请', 'Overtime request', 10),
    ('hankun:expenses:dailyAdd', '日常报销', 'Daily expense', 11),
    ('worklog:myWorklog:write', '填写工时', 'Write worklog', 12),
    ('hankun:project:myAdd', '立案申请', 'Case application', 13),
    ('hankun:bill:add', '新建账单', 'New bill', 14),
    ('worklog:myWorklog:list', '我的工时', 'My worklogs', 15),
    ('worklog:relateWorklog:list', '相关工时', 'Related worklogs', 16),
    ('hk:seal:add', '用印申请', 'Seal request', 17),
    ('hankun:expenses:add', '费用报销', 'Expense claim', 18),
    ('expenses:expenses:add', '费用报销（新）', 'Expense claim (v2)', 19),
    ('expenses:borrow:add', '借款申请', 'Loan request', 20)
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", b.menu_name, b.menu_name_en, 'F', b.order_num, b.perms
FROM buttons b
JOIN "sys_menu" page ON page."perms" = 'home:settingQuickStart:list' AND page."menu_type" = 'C'
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = b.perms);
--> statement-breakpoint
WITH grants(role_key, menu_key) AS (
  VALUES
    ('partner', 'home'),
    ('partner', 'home:settingQuickStart:list'),
    ('partner', 'hr:leave:add'),
    ('partner', 'hr:overtime:add'),
    ('partner', 'hankun:expenses:dailyAdd'),
    ('partner', 'worklog:myWorklog:write'),
    ('partner', 'hankun:expenses:add'),
    ('partner', 'expenses:expenses:add'),
    ('partner', 'expenses:borrow:add'),
    ('partner', 'hankun:project:myAdd'),
    ('partner', 'hankun:bill:add'),
    ('partner', 'worklog:myWorklog:list'),
    ('partner', 'worklog:relateWorklog:list'),
    ('partner', 'report:partner:list'),
    ('partner', 'report:withholding:leaderWithholding'),
    ('partner', 'hankun:report:projectIncomeList'),
    ('lawyer', 'home'),
    ('lawyer', 'home:settingQuickStart:list'),
    ('lawyer', 'hr:leave:add'),
    ('lawyer', 'hr:overtime:add'),
    ('lawyer', 'hankun:expenses:dailyAdd'),
    ('lawyer', 'worklog:myWorklog:write'),
    ('lawyer', 'hankun:expenses:add'),
    ('lawyer', 'expenses:expenses:add'),
    ('lawyer', 'expenses:borrow:add'),
    ('lawyer', 'hankun:project:myAdd'),
    ('lawyer', 'worklog:myWorklog:list'),
    ('lawyer', 'hk:seal:add'),
    ('secretary', 'home'),
    ('secretary', 'home:settingQuickStart:list'),
    ('secretary', 'hr:leave:add'),
    ('secretary', 'hr:overtime:add'),
    ('secretary', 'hankun:expenses:dailyAdd'),
    ('secretary', 'worklog:myWorklog:write'),
    ('secretary', 'hankun:bill:add'),
    ('secretary', 'worklog:myWorklog:list'),
    ('secretary', 'hk:seal:add'),
    ('finance', 'home'),
    ('finance', 'home:settingQuickStart:list'),
    ('finance', 'hr:leave:add'),
    ('finance', 'hr:overtime:add'),
    ('finance', 'hankun:bill:add'),
    ('finance', 'hankun:report:projectIncomeList'),
    ('finance', 'hankun:report:userExpensesDetailList'),
    ('finance', 'report:withholding:leaderWithholding'),
    ('administration', 'home'),
    ('administration', 'home:settingQuickStart:list'),
    ('administration', 'hankun:project:listAllPreCheck'),
    ('administration', 'hankun:project:listAllStartCheck'),
    ('administration', 'hankun:project:listAllEndCheck'),
    ('administration', 'hankun:project:checkAllList')
)
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON (g.menu_key = 'home' AND m."parent_id" = 0 AND m."menu_type" = 'M' AND m."path" = 'home')
  OR (g.menu_key <> 'home' AND m."perms" = g.menu_key)
ON CONFLICT DO NOTHING;
