import { Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list-cards.css';

export interface ListCardsProps<Row> {
  /** What the list is, for a screen reader ("案件卡片"). */
  label: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => number | string;
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  onOpen: (row: Row) => void;
  /** The card's content: a head (`venus-list-cards__head`), lines, meta (`venus-list-cards__meta`). */
  renderCard: (row: Row) => ReactNode;
  /** The feature's own class on each card, which its journeys find it by. */
  cardClassName: string;
  toolbar?: ReactNode;
  /** Above the pager: the list's sums, for one. */
  footer?: ReactNode;
}

/** Spec §2: a list on a phone (≤ 768 px), one card per row instead of a wide table, paged the same. */
export function ListCards<Row>({
  label,
  rows,
  rowKey,
  total,
  loading,
  pageNum,
  pageSize,
  onPage,
  onOpen,
  renderCard,
  cardClassName,
  toolbar,
  footer,
}: ListCardsProps<Row>) {
  const { t } = useTranslation();
  return (
    <section className="venus-list-cards" aria-label={label}>
      {toolbar ? <div className="venus-list-cards__toolbar">{toolbar}</div> : null}
      <Spin spinning={loading}>
        {rows && rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
        <ul className="venus-list-cards__list">
          {(rows ?? []).map((row) => (
            <li key={rowKey(row)}>
              <button
                type="button"
                className={`venus-list-cards__card ${cardClassName}`}
                onClick={() => onOpen(row)}
              >
                {renderCard(row)}
              </button>
            </li>
          ))}
        </ul>
      </Spin>
      {footer ? <div className="venus-list-cards__footer">{footer}</div> : null}
      <Pagination
        simple
        align="center"
        current={pageNum}
        pageSize={pageSize}
        total={total}
        onChange={onPage}
        showTotal={(count) => t('list.total', { total: count })}
      />
    </section>
  );
}
