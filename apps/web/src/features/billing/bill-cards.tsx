import { type BillRow, projectDisplay } from '@venus/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCards } from '../../components/list-cards/list-cards.tsx';
import { BillStatusTag } from './bill-status-tag.tsx';
import { CurrencyAmount } from './currency-amount.tsx';

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
export function BillCards({ sums, ...props }: BillCardsProps) {
  const { t } = useTranslation();
  return (
    <ListCards
      {...props}
      label={t('billsView.cards')}
      rowKey={(row) => row.billId}
      cardClassName="venus-bills__card"
      footer={sums}
      renderCard={(row) => (
        <>
          <span className="venus-list-cards__head">
            <strong>{row.number ?? t('billsView.draft')}</strong>
            <BillStatusTag status={row.status} />
          </span>
          <span>{projectDisplay({ name: row.caseName, number: row.caseNumber })}</span>
          <span className="venus-list-cards__meta">
            <span>{row.clientName}</span>
            <span>
              {t('billsView.field.total')} <CurrencyAmount currency={row.currency} value={row.total} /> ·{' '}
              {t('billsView.field.balance')} <CurrencyAmount currency={row.currency} value={row.balance} />
            </span>
            <span>
              {row.billDate}
              {row.createdByName ? ` · ${row.createdByName}` : ''}
            </span>
          </span>
        </>
      )}
    />
  );
}
