/** Spec §2 Admin: `/role/usersByRole/:title`; the role travels in the query, the title names the tab. */
export const USERS_BY_ROLE_ROUTE = '/role/usersByRole/:title';

export function usersByRolePath(title: string, roleId: number): string {
  return `/role/usersByRole/${encodeURIComponent(title)}?roleId=${roleId}`;
}
