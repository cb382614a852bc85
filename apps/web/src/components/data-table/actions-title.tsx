import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * What a column title holds besides its words (a button, the select-all checkbox). antd renders
 * every column title a second time in a hidden (aria-hidden) row that measures widths; a control
 * there is focusable yet hidden from screen readers (axe aria-hidden-focus, issue 27 item 22), so
 * that copy goes without it.
 */
export function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? null : children;
}

/** The operations column's title: its words, and the toggle that folds the row actions. */
export function ActionsTitle({ label, toggle }: { label: ReactNode; toggle: ReactNode }) {
  return (
    <span className="venus-data-table__actions-title">
      {label}
      <OutsideMeasureRow>{toggle}</OutsideMeasureRow>
    </span>
  );
}
