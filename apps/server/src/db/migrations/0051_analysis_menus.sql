-- 经营分析 (decision 0060) on the menus of a firm seeded before it: the directory and its two pages,
-- granted as roles.seed.ts grants them (收入分析 to partners and finance, 费用分析 to lawyers,
-- partners and finance); a new database gets the same rows from the seeds after its migrations.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT 0, '经营分析', 'Analysis', 'M',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = 0),
  'analysis', 'Layout', '', 67
WHERE EXISTS (SELECT 1 FROM "sys_menu")
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."menu_type" = 'M' AND m."path" = 'analysis' AND m."parent_id" = 0);
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT dir."menu_id", p.menu_name, p.menu_name_en, 'C', p.order_num, p.path, p.component, p.perms, p.icon
FROM (VALUES
  ('收入分析', 'Income charts', 1, 'leaderIncome', 'analysis/leaderIncome/index', 'analysis:leaderIncome:list', 47),
  ('费用分析', 'Expense charts', 2, 'expense', 'analysis/expense/index', 'analysis:expense:list', 62)
) AS p(menu_name, menu_name_en, order_num, path, component, perms, icon)
JOIN "sys_menu" dir ON dir."menu_type" = 'M' AND dir."path" = 'analysis' AND dir."parent_id" = 0
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p.perms);
--> statement-breakpoint
WITH grants(role_key, menu) AS (VALUES
  ('partner', 'analysis:leaderIncome:list'),
  ('finance', 'analysis:leaderIncome:list'),
  ('lawyer', 'analysis:expense:list'),
  ('partner', 'analysis:expense:list'),
  ('finance', 'analysis:expense:list'))
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM "sys_role" r
JOIN "sys_menu" m ON m."menu_type" = 'M' AND m."path" = 'analysis' AND m."parent_id" = 0
WHERE r."role_key" IN ('lawyer', 'partner', 'finance')
ON CONFLICT DO NOTHING;
