/**
 * The receipt pages (spec §2 billReceiptV2, billReceiptView, receipt/detail; decision 0035):
 * finance's list is the menu page billReceiptView; billReceiptV2/:title records money received
 * (`?clientId=` presets the client; the title names the tab); receipt/detail/:title shows one, `?id=`, titled by its number.
 */
export const RECEIPT_LIST_PATH = '/bill/billReceiptView';
export const receiptAddPath = (title: string, clientId?: number) =>
  `/bill/billReceiptV2/${encodeURIComponent(title)}${clientId ? `?clientId=${clientId}` : ''}`;
export const receiptDetailPath = (number: string, receiptId: number) =>
  `/receipt/detail/${encodeURIComponent(number)}?id=${receiptId}`;

/** The record's id from `?id=` (0 when absent or not a positive integer). */
export const idParamOf = (query: URLSearchParams, name = 'id') => {
  const id = Number(query.get(name) ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};
