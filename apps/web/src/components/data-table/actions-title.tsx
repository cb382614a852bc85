import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * The operations column's title. antd renders every column title a second time in a hidden
 * (aria-hidden) row that measures widths; a button there is a focusable element hidden from
 * screen readers (axe aria-hidden-focus, issue 27 item 22), so that copy has the label only.
 */
export function ActionsTitle({ label, toggle }: { label: ReactNode; toggle: ReactNode }) {
  const measuring = useContext(TableMeasureRowContext);
  return (
    <span className="venus-data-table__actions-title">
      {label}
      {measuring ? null : toggle}
    </span>
  );
}
