import { type BillRow, projectDisplay } from '@venus/shared';
import { Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyAmount } from './bill-columns.tsx';
import { BillStatusTag } from './bill-status-tag.tsx';

interface BillCardsProps {
  rows: readonly BillRow[] | undefined;
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  onOpen: (row: BillRow) => void;
  toolbar?: ReactNode;
  sums: ReactNode;
}

/** Spec §2: the bill lists on a phone (≤ 768 px), one card per bill instead of a wide table. */
export function BillCards({
  rows,
  total,
  loading,
  pageNum,
  pageSize,
  onPage,
  onOpen,
  toolbar,
  sums,
}: BillCardsProps) {
  const { t } = useTranslation();
  return (
    <section className="venus-bills__cards" aria-label={t('billsView.cards')}>
      {toolbar ? <div className="venus-bills__cards-toolbar">{toolbar}</div> : null}
      <Spin spinning={loading}>
        {rows && rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
        <ul className="venus-bills__card-list">
          {(rows ?? []).map((row) => (
            <li key={row.billId}>
              <button
                type="button"
                className="venus-bills__card"
                onClick={() => onOpen(row)}
                data-bill={row.billId}
              >
                <span className="venus-bills__card-head">
                  <strong>{row.number ?? t('billsView.draft')}</strong>
                  <BillStatusTag status={row.status} />
                </span>
                <span>{projectDisplay({ name: row.caseName, number: row.caseNumber })}</span>
                <span className="venus-bills__card-meta">
                  <span>{row.clientName}</span>
                  <span>
                    {t('billsView.field.total')} <CurrencyAmount currency={row.currency} value={row.total} />{' '}
                    · {t('billsView.field.balance')}{' '}
                    <CurrencyAmount currency={row.currency} value={row.balance} />
                  </span>
                  <span>
                    {row.billDate}
                    {row.createdByName ? ` · ${row.createdByName}` : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Spin>
      <div className="venus-bills__cards-sums">{sums}</div>
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
