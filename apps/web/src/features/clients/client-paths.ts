/**
 * Spec §2 client pages: the client travels in `?clientId=`; a detail's `:title` names its tab.
 * /clientInfo/clientAdd adds, /customInfo/customAdd edits (adds without an id), and
 * /customInfo/invoiceEdit edits the invoice titles alone.
 */
export const CLIENT_LIST_PATH = '/custom/list';
export const MY_CLIENTS_PATH = '/clientInfo/myclient';
export const CLIENT_MERGE_PATH = '/merge/list';
export const CLIENT_ADD_PATH = '/clientInfo/clientAdd';

export const clientDetailPath = (title: string, clientId: number) =>
  `/jurisdiction/clientDetail/${encodeURIComponent(title)}?clientId=${clientId}`;
export const clientEditPath = (clientId: number) => `/customInfo/customAdd?clientId=${clientId}`;
export const invoiceEditPath = (clientId: number) => `/customInfo/invoiceEdit?clientId=${clientId}`;
/** The merge page with the likely duplicate already chosen as the client to merge. */
export const clientMergePath = (keepClientId?: number, mergeClientId?: number) => {
  const query = new URLSearchParams();
  if (keepClientId) query.set('keep', String(keepClientId));
  if (mergeClientId) query.set('merge', String(mergeClientId));
  const search = query.toString();
  return `${CLIENT_MERGE_PATH}${search ? `?${search}` : ''}`;
};
/** A case of the client, opened on the cases module's detail page. */
export const caseDetailPath = (title: string, projectId: number) =>
  `/jurisdiction/projectDetail/${encodeURIComponent(title)}?projectId=${projectId}`;

/** The id in `?clientId=`, or 0 when absent or malformed. */
export function clientIdOf(query: URLSearchParams, name = 'clientId'): number {
  const text = query.get(name) ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
}
