-- Fee arrangements and lawyer-fee agreements (decision 0040). The tables came with 0021; a running
-- firm gets here the two workflows, the buttons and their grants that a new database gets from the
-- demo seed (approval-definitions.seed.ts, menus.seed.ts, roles.seed.ts), so nothing doubles.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'fee-agreement-postpone', 1, '律师费协议延期审批', 'Fee agreement postponement',
  '[{"key":"partner","name":"负责合伙人审批延期","nameEn":"Responsible partner approves the postponement","taskCode":80003,"approvers":{"type":"casePartner"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'fee-agreement-postpone');
--> statement-breakpoint
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'fee-agreement-reminder', 1, '律师费协议到期提醒', 'Fee agreement expiry reminder',
  '[{"key":"expiry30","name":"协议 30 天后到期","nameEn":"Expires in 30 days","taskCode":80004,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"taskCode","op":"eq","value":80004}},{"key":"expiry7","name":"协议 7 天后到期","nameEn":"Expires in 7 days","taskCode":80005,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"taskCode","op":"eq","value":80005}},{"key":"expired","name":"协议已到期","nameEn":"Expired","taskCode":80009,"approvers":{"type":"casePartner"},"mode":"any","when":{"fact":"taskCode","op":"eq","value":80009}}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'fee-agreement-reminder');
--> statement-breakpoint
WITH buttons(page_perms, menu_name, menu_name_en, perms) AS (
  VALUES
    ('hankun:project:listAll', '修改收费方式', 'Change fee arrangement', 'hankun:feeArrangement:edit'),
    ('hankun:bill:listAll', '费率表', 'Rate card', 'hankun:levelRate:list'),
    ('hankun:bill:listAll', '修改费率表', 'Edit rate card', 'hankun:levelRate:edit')
)
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", b.menu_name, b.menu_name_en, 'F',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = page."menu_id"), b.perms
FROM buttons b
JOIN "sys_menu" page ON page."perms" = b.page_perms AND page."menu_type" = 'C'
WHERE NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = b.perms);
--> statement-breakpoint
WITH grants(role_key, perms) AS (
  VALUES
    ('partner', 'hankun:feeArrangement:edit'),
    ('finance', 'hankun:feeArrangement:edit'),
    ('finance', 'hankun:levelRate:list'),
    ('finance', 'hankun:levelRate:edit')
)
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.perms
ON CONFLICT DO NOTHING;
