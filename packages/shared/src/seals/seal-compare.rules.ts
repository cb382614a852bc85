/**
 * previewCompare (decision 0057): the submitted and the stamped PDF compared page by page on their
 * text. Layout is not compared: pdftotext breaks lines where the page does, so all whitespace is
 * dropped and compatibility forms folded (NFKC: a full-width ２ is a 2) before comparing.
 */
export const PAGE_VERDICTS = ['same', 'differs', 'noText', 'missingStamped', 'missingSubmitted'] as const;
export type PageVerdict = (typeof PAGE_VERDICTS)[number];

export function normalisePageText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, '');
}

/**
 * Each page's verdict. A stamped page with no text layer at all (a scan of the printed, stamped
 * page) is `noText`: nothing to compare, and not flagged as a difference. A page only one side has
 * is flagged as missing on the other.
 */
export function comparePages(submitted: readonly string[], stamped: readonly string[]): PageVerdict[] {
  const count = Math.max(submitted.length, stamped.length);
  return Array.from({ length: count }, (_, index) => {
    const before = submitted[index];
    const after = stamped[index];
    if (after === undefined) return 'missingStamped';
    if (before === undefined) return 'missingSubmitted';
    const stampedText = normalisePageText(after);
    if (stampedText === '') return 'noText';
    return normalisePageText(before) === stampedText ? 'same' : 'differs';
  });
}

/** Whether a verdict is a flag the custodian and the reader must look at. */
export const isFlagged = (verdict: PageVerdict) =>
  verdict === 'differs' || verdict === 'missingStamped' || verdict === 'missingSubmitted';
