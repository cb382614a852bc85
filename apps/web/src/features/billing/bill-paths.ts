/**
 * The bill pages (spec §2 /bill/billAdd, billEdit, billDetail; decision 0030). A new bill may come
 * preset to a case (`?projectId=`, from the case's 账单 tab); a draft opens in the form by its id.
 */
export const billAddPath = (projectId?: number) =>
  `/bill/billAdd${projectId ? `?projectId=${projectId}` : ''}`;
export const billEditPath = (billId: number) => `/bill/billEdit/${billId}`;

/** Spec /bill/billDetail/:title: the bill travels in `?id=`, the title (its number, or 草稿) names the tab. */
export const billDetailPath = (title: string, billId: number) =>
  `/bill/billDetail/${encodeURIComponent(title)}?id=${billId}`;

/** The tab's title: the bill's number once issued, else the word for a draft. */
export const billTitle = (bill: { number: string | null }, draftWord: string) => bill.number ?? draftWord;
