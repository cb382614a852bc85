-- Notices, bulletins and acknowledgements (decision 0058) on the menus of a firm seeded before
-- them. A new database gets the same rows from menus.seed.ts and roles.seed.ts after its
-- migrations; here, on its empty tables, nothing is written.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT 0, '通知公告', 'Notices', 'M',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = 0),
  'notice', 'Layout', '', 59
WHERE EXISTS (SELECT 1 FROM "sys_menu")
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."menu_type" = 'M' AND m."path" = 'notice' AND m."parent_id" = 0);
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT dir."menu_id", p.menu_name, p.menu_name_en, 'C', p.order_num, p.path, p.component, p.perms, p.icon
FROM (VALUES
  ('我的通知', 'My notices', 1, 'list', 'notice/list/index', 'hankun:notice:list', 22),
  ('公告栏', 'Bulletin board', 2, 'bulletin', 'notice/bulletin/index', 'hankun:bulletin:list', 54),
  ('阅知确认', 'Acknowledgements', 3, 'ack', 'notice/ack/index', 'hankun:ack:list', 43),
  ('发布通知', 'Send notices', 4, 'sent', 'notice/sent/index', 'hankun:notice:add', 35),
  ('发起阅知', 'Ask for acknowledgement', 5, 'ackSent', 'notice/ackSent/index', 'hankun:ack:add', 44)
) AS p(menu_name, menu_name_en, order_num, path, component, perms, icon)
JOIN "sys_menu" dir ON dir."menu_type" = 'M' AND dir."path" = 'notice' AND dir."parent_id" = 0
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p.perms);
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", b.menu_name, b.menu_name_en, 'F', 1, b.perms
FROM (VALUES
  ('hankun:bulletin:list', '编辑公告', 'Edit bulletins', 'hankun:bulletin:edit'),
  ('hankun:notice:add', '管理全部通知与阅知', 'Manage all notices and acknowledgements', 'hankun:notice:manage')
) AS b(page_perms, menu_name, menu_name_en, perms)
JOIN "sys_menu" page ON page."perms" = b.page_perms AND page."menu_type" = 'C'
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = b.perms);
--> statement-breakpoint
-- NOTICE_GRANTS of roles.seed.ts: everyone reads; administration writes and follows every one.
WITH grants(role_key, menu) AS (
  SELECT role_key, menu
  FROM (VALUES ('partner'), ('lawyer'), ('secretary'), ('finance'), ('hr'), ('administration')) AS r(role_key)
  CROSS JOIN (VALUES ('hankun:notice:list'), ('hankun:bulletin:list'), ('hankun:ack:list')) AS g(menu)
  UNION ALL
  VALUES ('administration', 'hankun:notice:add'), ('administration', 'hankun:notice:manage'),
    ('administration', 'hankun:bulletin:edit'), ('administration', 'hankun:ack:add')
)
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
JOIN "sys_menu" m ON m."menu_type" = 'M' AND m."path" = 'notice' AND m."parent_id" = 0
WHERE r."role_key" IN ('partner', 'lawyer', 'secretary', 'finance', 'hr', 'administration')
ON CONFLICT DO NOTHING;
