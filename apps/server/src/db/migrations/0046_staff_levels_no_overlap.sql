-- One person holds one level on any day (decision 0059): two periods of a person never overlap,
-- even when two requests save at the same moment. Ranges include both ends; an open end runs on.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "hk_staff_level" ADD CONSTRAINT "hk_staff_level_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, daterange("effective_from", "effective_to", '[]') WITH &&);
--> statement-breakpoint
-- 系统管理 › 员工档案 (decision 0059) on the menus of a firm seeded before it, granted to HR; a new
-- database gets the same rows from menus.seed.ts and roles.seed.ts after its migrations.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT sys."menu_id", '员工档案', 'Staff records', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = sys."menu_id"),
  'archives', 'hr/archives/index', 'hr:archives:list', 51
FROM "sys_menu" sys
WHERE sys."menu_type" = 'M' AND sys."path" = 'system' AND sys."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hr:archives:list');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", '修改', 'Edit', 'F', 1, 'hr:archives:edit'
FROM "sys_menu" page
WHERE page."perms" = 'hr:archives:list' AND page."menu_type" = 'C'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'hr:archives:edit');
--> statement-breakpoint
WITH grants(role_key, menu) AS (VALUES ('hr', 'hr:archives:list'), ('hr', 'hr:archives:edit'))
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
