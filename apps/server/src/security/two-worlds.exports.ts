import { readSheet } from '../../test/read-sheet.ts';
import { API, bearer, callApi } from '../../test/test-app.ts';
import type { App } from '../app.ts';
import type { Firm, World } from './two-worlds.model.ts';

/**
 * The exports of the two-worlds test: workbooks read row by row, and which of a world's cases a
 * row is. Exports are POST routes, so the GET sweep does not reach them.
 */

/** The export permission no seeded role but the administrators' holds, on a role of its own. */
export async function grantCaseExport(firm: Firm, userIds: number[]): Promise<void> {
  const menus = await callApi(firm.t.app, 'GET', '/system/menu/list', firm.admin);
  const menu = (menus.data as { menuId: number; perms: string }[]).find(
    (row) => row.perms === 'hankun:project:export',
  );
  const role = await callApi(firm.t.app, 'POST', '/system/role', firm.admin, {
    roleName: '两个世界导出',
    roleNameEn: 'Two worlds export',
    roleKey: 'two_worlds_export',
    menuIds: [menu!.menuId],
  });
  if (role.code !== 200) throw new Error(`export role: ${role.msg}`);
  const { roleId } = role.data as { roleId: number };
  const added = await callApi(firm.t.app, 'PUT', '/system/role/authUser/selectAll', firm.admin, {
    roleId,
    userIds,
  });
  if (added.code !== 200) throw new Error(`export role members: ${added.msg}`);
}

/** The rows of an export (header first), or the refusal's code. */
export async function exportRows(
  app: App,
  token: string,
  url: string,
  body: object,
): Promise<string[][] | number> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: bearer(token),
    payload: body,
  });
  if (String(response.headers['content-type']).includes('application/json'))
    return (response.json() as { code: number }).code;
  return readSheet(response.rawPayload);
}

/** Which of the world's cases a row is, by number or by a text of the world; null if none. */
export function caseOfRow(w: World, row: string[]): 'open' | 'walled' | 'other' | null {
  if (row.includes(w.markers.opennumber)) return 'open';
  if (row.includes(w.markers.wallnumber)) return 'walled';
  return row.some((cell) => cell.toLowerCase().includes(w.tag)) ? 'other' : null;
}
