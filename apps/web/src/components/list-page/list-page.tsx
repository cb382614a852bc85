import { Card } from 'antd';
import type { ReactNode } from 'react';
import './list-page.css';

interface ListPageProps {
  title: ReactNode;
  /** The SearchPanel. */
  search: ReactNode;
  /** The DataTable, with its toolbar (buttons, Operation dropdown). */
  children: ReactNode;
}

/** Spec §2 List-page template: the search panel above the data table, in one card. */
export function ListPage({ title, search, children }: ListPageProps) {
  return (
    <Card variant="borderless" title={title} className="venus-list-page">
      {search}
      {children}
    </Card>
  );
}
