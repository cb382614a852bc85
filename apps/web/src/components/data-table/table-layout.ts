import { type ColumnSort, mobileTableHeight } from '@venus/shared';

/** Spec §9 Layout heights: the sum bar and the pagination row below a table. */
export const SUM_BAR_HEIGHT = 24;
export const PAGINATION_HEIGHT = 40;
/** The table's own header row and the page's bottom margin, which the body must leave room for. */
const HEADER_ROW_HEIGHT = 48;
const BOTTOM_MARGIN = 24;
/** Below this a desktop table still shows a handful of rows rather than collapsing. */
const DESKTOP_MIN_BODY = 240;

export interface BodyHeightInputs {
  viewportHeight: number;
  /** Where the table starts, from the top of the viewport. */
  top: number;
  hasSumBar: boolean;
  isMobile: boolean;
  /** Room kept free at the bottom of the window for the floating timer (0 when it is not shown). */
  bottomReserve?: number;
}

/**
 * The scroll height of the table body: the rest of the window below the table's top, less the
 * header row, the sum bar and the pagination. On a phone a body under 400 px gets 600 px
 * (spec §9) and the page scrolls instead; on a desktop it keeps a usable minimum.
 */
export function tableBodyHeight({
  viewportHeight,
  top,
  hasSumBar,
  isMobile,
  bottomReserve = 0,
}: BodyHeightInputs): number {
  const computed = Math.floor(
    viewportHeight -
      top -
      HEADER_ROW_HEIGHT -
      PAGINATION_HEIGHT -
      (hasSumBar ? SUM_BAR_HEIGHT : 0) -
      BOTTOM_MARGIN -
      bottomReserve,
  );
  return isMobile ? mobileTableHeight(computed) : Math.max(DESKTOP_MIN_BODY, computed);
}

type AntSortOrder = 'ascend' | 'descend' | null | undefined;

/** antd's header sort states to the remote sort (one column at a time, as the list calls take). */
export function sortsFromHeader(field: string | undefined, order: AntSortOrder): ColumnSort[] {
  if (!field || !order) return [];
  return [{ field, order: order === 'ascend' ? 'asc' : 'desc' }];
}

export function headerSortOrder(sorts: readonly ColumnSort[], field: string): 'ascend' | 'descend' | null {
  const sort = sorts.find((item) => item.field === field);
  if (!sort) return null;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}
