/** Spec §9 Tables: the expand toggle for 1 to 50 rows; virtual scrolling over 50 rows. */
export const VIRTUAL_SCROLL_THRESHOLD = 50;
/** Spec §9 Layout heights: a mobile table gets 600 px when its computed height is under 400. */
export const MOBILE_TABLE_MIN_HEIGHT = 400;
export const MOBILE_TABLE_FALLBACK_HEIGHT = 600;

/** Expanding every row's overflowing text is offered for 1 to 50 rows (more would be slow). */
export function showsExpandToggle(rowCount: number): boolean {
  return rowCount >= 1 && rowCount <= VIRTUAL_SCROLL_THRESHOLD;
}

/** Over 50 rows only the visible rows are rendered. */
export function usesVirtualScroll(rowCount: number): boolean {
  return rowCount > VIRTUAL_SCROLL_THRESHOLD;
}

export function mobileTableHeight(computedHeight: number): number {
  return computedHeight < MOBILE_TABLE_MIN_HEIGHT ? MOBILE_TABLE_FALLBACK_HEIGHT : computedHeight;
}
