/** Spec /bill/billDetail/:title: the bill travels in `?id=`, the title (its number, or 草稿) names the tab. */
export const billDetailPath = (title: string, billId: number) =>
  `/bill/billDetail/${encodeURIComponent(title)}?id=${billId}`;

/** The tab's title: the bill's number once issued, else the word for a draft. */
export const billTitle = (bill: { number: string | null }, draftWord: string) => bill.number ?? draftWord;
