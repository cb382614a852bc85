/**
 * The bill form's pages (spec §2 /bill/billAdd, billEdit; decision 0030). A new bill may come
 * preset to a case (`?projectId=`, from the case's 账单 tab); a draft opens by its id. The detail
 * page is the bill lists' (`/bill/billDetail/:id`).
 */
export const billAddPath = (projectId?: number) =>
  `/bill/billAdd${projectId ? `?projectId=${projectId}` : ''}`;
export const billEditPath = (billId: number) => `/bill/billEdit/${billId}`;
export const billDetailPath = (billId: number) => `/bill/billDetail/${billId}`;
