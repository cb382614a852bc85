import type { ExpenseClaimRow } from '@venus/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCards } from '../../components/list-cards/list-cards.tsx';
import { dayOf, YuanAmount } from './expense-columns.tsx';
import { ExpenseStatusTag } from './expense-status-tag.tsx';

interface ExpenseCardsProps {
  rows: readonly ExpenseClaimRow[] | undefined;
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  onOpen: (row: ExpenseClaimRow) => void;
  toolbar?: ReactNode;
  sums: ReactNode;
}

/** Spec §2: the claim lists on a phone (≤ 768 px), one card per claim instead of a wide table. */
export function ExpenseCards({ sums, ...props }: ExpenseCardsProps) {
  const { t } = useTranslation();
  return (
    <ListCards
      {...props}
      label={t('expensesUi.cards')}
      rowKey={(row) => row.claimId}
      cardClassName="venus-expenses__card"
      footer={sums}
      renderCard={(row) => (
        <>
          <span className="venus-list-cards__head">
            <strong>{row.title}</strong>
            <ExpenseStatusTag status={row.status} />
          </span>
          <span>
            {t('expensesUi.field.total')} <YuanAmount value={row.total} />
          </span>
          <span className="venus-list-cards__meta">
            <span>
              {row.applicantName} · {t('expensesUi.lines', { count: row.lineCount })}
            </span>
            <span>
              {t('expensesUi.field.submittedAt')} {dayOf(row.submittedAt)}
            </span>
          </span>
        </>
      )}
    />
  );
}
