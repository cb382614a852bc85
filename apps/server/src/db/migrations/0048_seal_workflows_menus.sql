-- Seals (decision 0057): one workflow per kind of request. A use of a seal goes to the partner of
-- its case (151000), or the applicant's department head when it is on no case (151002), then to
-- the seal's custodian (151005); bid documents to the case partner or the department head for the
-- bid review (151003), then the custodian; taking a seal out to the department head, then the
-- custodian (151006). Every code opens /v2/seal/detail/:title.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'seal', 1, '用印审批', 'Seal use approval',
  '[{"key":"partner","name":"负责合伙人审批","nameEn":"Responsible partner","taskCode":151000,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":1}},{"key":"head","name":"部门负责人审批","nameEn":"Department head","taskCode":151002,"approvers":{"type":"departmentHead"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":0}},{"key":"custodian","name":"印章保管人审核","nameEn":"Seal custodian","taskCode":151005,"approvers":{"type":"sealCustodian"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'seal');
--> statement-breakpoint
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'seal-bid', 1, '投标文件用印审批', 'Bid documents seal approval',
  '[{"key":"partner","name":"投标负责合伙人审核","nameEn":"Bid review: responsible partner","taskCode":151003,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":1}},{"key":"head","name":"投标部门负责人审核","nameEn":"Bid review: department head","taskCode":151003,"approvers":{"type":"departmentHead"},"mode":"any","when":{"fact":"hasCase","op":"eq","value":0}},{"key":"custodian","name":"印章保管人审核","nameEn":"Seal custodian","taskCode":151005,"approvers":{"type":"sealCustodian"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'seal-bid');
--> statement-breakpoint
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'seal-lend', 1, '印章外借审批', 'Seal lending approval',
  '[{"key":"head","name":"部门负责人审批","nameEn":"Department head","taskCode":151002,"approvers":{"type":"departmentHead"},"mode":"any"},{"key":"custodian","name":"印章保管人审核","nameEn":"Seal custodian","taskCode":151006,"approvers":{"type":"sealCustodian"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'seal-lend');
--> statement-breakpoint
-- Seals on the menus of a firm seeded before them. A new database gets the same rows from
-- menus.seed.ts and roles.seed.ts after its migrations; here, on its empty tables, nothing is written.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT 0, '用印管理', 'Seals', 'M',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = 0),
  'seal', 'Layout', '', 45
WHERE EXISTS (SELECT 1 FROM "sys_menu")
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."menu_type" = 'M' AND m."path" = 'seal' AND m."parent_id" = 0);
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT dir."menu_id", p.menu_name, p.menu_name_en, 'C', p.order_num, p.path, p.component, p.perms, p.icon
FROM (VALUES
  ('我的用印', 'My seal requests', 1, 'myList', 'seal/myList/index', 'hk:seal:list', 46),
  ('用印台账', 'Seal ledger', 2, 'listAll', 'seal/listAll/index', 'hk:seal:listAll', 47),
  ('印章管理', 'Seal register', 3, 'register', 'seal/register/index', 'hk:sealRegister:list', 48),
  ('外借印章', 'Seals lent out', 4, 'lent', 'seal/lent/index', 'hk:sealLent:list', 49)
) AS p(menu_name, menu_name_en, order_num, path, component, perms, icon)
JOIN "sys_menu" dir ON dir."menu_type" = 'M' AND dir."path" = 'seal' AND dir."parent_id" = 0
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = p.perms);
--> statement-breakpoint
-- SEAL_GRANTS of roles.seed.ts.
WITH grants(role_key, menu) AS (
  SELECT role_key, menu
  FROM (VALUES ('partner'), ('lawyer'), ('secretary'), ('finance'), ('hr'), ('administration')) AS r(role_key)
  CROSS JOIN (VALUES ('hk:seal:list')) AS g(menu)
  UNION ALL
  VALUES ('partner', 'hk:seal:add'), ('administration', 'hk:seal:add'), ('administration', 'hk:seal:listAll'),
    ('administration', 'hk:sealRegister:list'), ('administration', 'hk:sealLent:list')
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
JOIN "sys_menu" m ON m."menu_type" = 'M' AND m."path" = 'seal' AND m."parent_id" = 0
WHERE r."role_key" IN ('partner', 'lawyer', 'secretary', 'finance', 'hr', 'administration')
ON CONFLICT DO NOTHING;
