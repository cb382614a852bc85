import { type RefObject, useEffect } from 'react';

/**
 * Lets the keyboard reach the table's scrolling body (axe scrollable-region-focusable, issue 27
 * item 22): antd renders that element itself and takes no attributes for it, so they are set
 * on it here, after `anchor` (the element just before the table), whenever the body is replaced.
 */
export function useFocusableBody(anchor: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const table = anchor.current?.nextElementSibling;
    if (!table) return;
    const mark = () => {
      for (const body of table.querySelectorAll<HTMLElement>(
        '.ant-table-body, .ant-table-tbody-virtual-holder',
      )) {
        if (body.tabIndex === 0) continue;
        body.tabIndex = 0;
        body.setAttribute('role', 'region');
        body.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [anchor, label]);
}
