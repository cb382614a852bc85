CREATE TABLE "office_seat" (
	"seat_id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"floor" text NOT NULL,
	"code" text NOT NULL,
	"grid_row" integer NOT NULL,
	"grid_col" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "office_seat_code_uq" ON "office_seat" USING btree ("office_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "office_seat_place_uq" ON "office_seat" USING btree ("office_id","floor","grid_row","grid_col");--> statement-breakpoint
CREATE UNIQUE INDEX "office_seat_user_uq" ON "office_seat" USING btree ("user_id");--> statement-breakpoint
-- Decision 0024: the seat-plan button under 系统管理 › 用户管理, granted to HR (administrators hold every permission).
-- Only a firm whose menus already exist gets it here; a new database gets it from the demo seed.
INSERT INTO "sys_menu" ("parent_id", "menu_name", "menu_name_en", "menu_type", "order_num", "perms")
SELECT page."menu_id", '座位分配', 'Assign seats', 'F', 1 + (SELECT coalesce(max(c."order_num"), 0) FROM "sys_menu" c WHERE c."parent_id" = page."menu_id"), 'system:user:seat'
FROM "sys_menu" page
WHERE page."perms" = 'system:user:list'
  AND NOT EXISTS (SELECT 1 FROM "sys_menu" m WHERE m."perms" = 'system:user:seat');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m."menu_id"
FROM "sys_role" r
JOIN "sys_menu" m ON m."perms" = 'system:user:seat'
WHERE r."role_key" = 'hr'
ON CONFLICT DO NOTHING;
