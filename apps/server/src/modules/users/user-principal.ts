import { ADMIN_ROLE_KEY, ALL_PERMISSION, USER_STATUS } from '@venus/shared';
import type { Actor } from '../../platform/auth/request-context.ts';
import type { Database } from '../../platform/db/database.ts';

export type Principal = Omit<Actor, 'sessionId'>;

interface PrincipalRow extends Record<string, unknown> {
  user_id: number;
  user_name: string;
  nick_name: string;
  dept_id: number | null;
  office_id: number | null;
  role_keys: string[];
  perms: string[];
}

const PRINCIPAL_SQL = `
  with granted_roles as (
    select r.role_id, r.role_key
    from sys_user_role ur
    join sys_role r on r.role_id = ur.role_id and r.status = '0'
    where ur.user_id = $1
  )
  select u.user_id, u.user_name, u.nick_name, u.dept_id, u.office_id,
    array(select role_key from granted_roles order by role_id) as role_keys,
    array(
      select distinct m.perms
      from sys_role_menu rm
      join sys_menu m on m.menu_id = rm.menu_id and m.status = '0' and m.perms <> ''
      where rm.role_id in (select role_id from granted_roles)
    ) as perms
  from sys_user u
  where u.user_id = $1 and u.deleted_at is null and u.status = $2`;

/**
 * Who a user is and what they may do, read in one statement: it runs on every request, and the
 * five separate reads it replaces (user, role links, roles, role menus, menus) were each a round
 * trip before the request's own work. Only active roles and active menus grant anything; a
 * disabled or deleted user has no principal, so their sessions stop working at once.
 */
export async function readPrincipal(db: Database, userId: number): Promise<Principal | null> {
  // Named, so each connection prepares it once (no planning per request).
  const { rows } = await db.$client.query<PrincipalRow>({
    name: 'venus_principal',
    text: PRINCIPAL_SQL,
    values: [userId, USER_STATUS.inService],
  });
  const [row] = rows;
  if (!row) return null;
  const roles = row.role_keys;
  return {
    userId: row.user_id,
    userName: row.user_name,
    nickName: row.nick_name,
    deptId: row.dept_id,
    officeId: row.office_id,
    roles,
    permissions: roles.includes(ADMIN_ROLE_KEY) ? [ALL_PERMISSION] : row.perms,
  };
}

/** The menus a user's active roles grant (for `/getRouters`, on every page load), in one statement. */
export async function readGrantedMenuIds(db: Database, userId: number): Promise<number[]> {
  const { rows } = await db.$client.query<{ menu_id: number }>({
    name: 'venus_granted_menus',
    text: `select distinct rm.menu_id
      from sys_user_role ur
      join sys_role r on r.role_id = ur.role_id and r.status = '0'
      join sys_role_menu rm on rm.role_id = r.role_id
      where ur.user_id = $1`,
    values: [userId],
  });
  return rows.map((row) => row.menu_id);
}
