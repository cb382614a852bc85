-- Decision 0003: menus of later features arrive as data. A firm whose menus already exist gets the
-- version history, translations and timeout log pages here; a new database has no directories yet
-- at this point and gets the same menus from the demo seed (menus.seed.ts), so nothing doubles.
WITH pages(dir_path, menu_name, menu_name_en, path, component, perms, icon, order_num) AS (
  VALUES
    ('system', '版本管理', 'Versions', 'version', 'system/version/index', 'system:version:list', 70, 7),
    ('system', '国际化配置', 'Translations', 'i18n', 'system/i18n/index', 'system:i18n:list', 71, 8),
    ('monitor', '超时日志', 'Timeout log', 'timeoutLog', 'monitor/timeoutLog/index', 'monitor:timeoutLog:list', 72, 3)
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT d."menu_id", p.menu_name, p.menu_name_en, 'C', p.order_num, p.path, p.component, p.perms, p.icon
FROM pages p
JOIN "sys_menu" d ON d."parent_id" = 0 AND d."menu_type" = 'M' AND d."path" = p.dir_path
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p.perms);
--> statement-breakpoint
WITH buttons(page_perms, menu_name, menu_name_en, perms, order_num) AS (
  VALUES
    ('system:version:list', '查询', 'Query', 'system:version:query', 1),
    ('system:version:list', '新增', 'Add', 'system:version:add', 2),
    ('system:version:list', '修改', 'Edit', 'system:version:edit', 3),
    ('system:version:list', '删除', 'Delete', 'system:version:remove', 4),
    ('system:i18n:list', '查询', 'Query', 'system:i18n:query', 1),
    ('system:i18n:list', '新增', 'Add', 'system:i18n:add', 2),
    ('system:i18n:list', '修改', 'Edit', 'system:i18n:edit', 3),
    ('system:i18n:list', '删除', 'Delete', 'system:i18n:remove', 4),
    ('system:i18n:list', '刷新缓存', 'Refresh cache', 'system:i18n:refresh', 5)
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", b.menu_name, b.menu_name_en, 'F', b.order_num, b.perms
FROM buttons b
JOIN "sys_menu" page ON page."perms" = b.page_perms AND page."menu_type" = 'C'
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = b.perms);
