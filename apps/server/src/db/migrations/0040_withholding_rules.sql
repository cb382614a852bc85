CREATE TABLE "hk_withholding_rule" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"partner_id" integer,
	"rate" numeric(5, 2) NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "hk_withholding_rule_kind_idx" ON "hk_withholding_rule" USING btree ("kind","partner_id");--> statement-breakpoint
-- Partner withholding (decision 0051) on the menus of a firm seeded before it. A new database gets
-- the same rows from menus.seed.ts and roles.seed.ts after its migrations; here, on its empty
-- tables, nothing matches and nothing is written. The page now carries the quick-start string
-- 合伙人预提 itself: the placeholder button goes, and its grants move to the page.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "path", "component", "perms", "icon")
SELECT report."menu_id", '合伙人预提', 'Partner withholding', 'C',
  1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = report."menu_id"),
  'leaderWithholding', 'report/leaderWithholding/index', 'report:withholding:leaderWithholding', 42
FROM "sys_menu" report
WHERE report."menu_type" = 'M' AND report."path" = 'report' AND report."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'report:withholding:leaderWithholding' AND m."menu_type" = 'C');
--> statement-breakpoint
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", '预提规则', 'Withholding rules', 'F', 1, 'report:withholding:rules'
FROM "sys_menu" page
WHERE page."perms" = 'report:withholding:leaderWithholding' AND page."menu_type" = 'C'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'report:withholding:rules');
--> statement-breakpoint
-- Whoever had the quick-start button (partners and finance) keeps the tile through the page.
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT rm."role_id", page."menu_id"
FROM "sys_role_menu" rm
JOIN "sys_menu" button ON button."menu_id" = rm."menu_id" AND button."menu_type" = 'F'
  AND button."perms" = 'report:withholding:leaderWithholding'
JOIN "sys_menu" page ON page."perms" = 'report:withholding:leaderWithholding' AND page."menu_type" = 'C'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "sys_role_menu" rm
USING "sys_menu" m
WHERE rm."menu_id" = m."menu_id" AND m."menu_type" = 'F' AND m."perms" = 'report:withholding:leaderWithholding';
--> statement-breakpoint
DELETE FROM "sys_menu" m
WHERE m."menu_type" = 'F' AND m."perms" = 'report:withholding:leaderWithholding';
--> statement-breakpoint
-- REPORT_GRANTS of roles.seed.ts: finance reads every partner's and keeps the rules.
WITH grants(role_key, menu) AS (
  VALUES ('finance', 'report:withholding:leaderWithholding'), ('finance', 'report:withholding:rules')
)
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM grants g
JOIN "sys_role" r ON r."role_key" = g.role_key
JOIN "sys_menu" m ON m."perms" = g.menu
ON CONFLICT DO NOTHING;
