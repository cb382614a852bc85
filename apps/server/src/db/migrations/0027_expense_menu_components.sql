-- 费用报销 › 我的报销 / 全部报销 (decision 0034): the pages were seeded as hankun/myList/index and
-- hankun/listAll/index, and the second is already 全部案件's component, so the web would show the
-- cases there. Name them by their directory as the seed now does.
UPDATE "sys_menu" SET "component" = 'expenses/myList/index'
WHERE "perms" = 'hankun:expenses:list' AND "component" = 'hankun/myList/index';
--> statement-breakpoint
UPDATE "sys_menu" SET "component" = 'expenses/listAll/index'
WHERE "perms" = 'hankun:expenses:listAll' AND "component" = 'hankun/listAll/index';
