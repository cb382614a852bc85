-- 报表 › 利用率 (decision 0056) on the menus of a firm seeded before it, granted to lawyers, partners
-- and finance; a new database gets the same rows from menus.seed.ts and roles.seed.ts after its
-- migrations.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT report."menu_id", '利用率', 'Utilisation', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = report."menu_id"),
  'utilisation', 'report/utilisation/index', 'hankun:report:utilisation', 40
FROM "sys_menu" report
WHERE report."menu_type" = 'M' AND report."path" = 'report' AND report."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hankun:report:utilisation');
--> statement-breakpoint
WITH grants(role_key, menu) AS (VALUES
  ('lawyer', 'hankun:report:utilisation'),
  ('partner', 'hankun:report:utilisation'),
  ('finance', 'hankun:report:utilisation'))
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
