/** Spec /v2/borrow/borrowDetail/:title (task codes 161000–171005): the loan travels in `?id=`. */
export const loanDetailPath = (purpose: string, loanId: number) =>
  `/v2/borrow/borrowDetail/${encodeURIComponent(purpose || String(loanId))}?id=${loanId}`;

/** Spec /v2/borrow/borrowPrint/:title (decision 0047): the loan's A4 form. */
export const loanPrintPath = (purpose: string, loanId: number) =>
  `/v2/borrow/borrowPrint/${encodeURIComponent(purpose || String(loanId))}?id=${loanId}`;
