import type { ExpenseClaimStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Grey draft, blue in approval, orange sent back, cyan approved, green paid, red rejected or cancelled. */
const COLOURS: Record<ExpenseClaimStatus, string> = {
  draft: 'default',
  approving: 'processing',
  sentBack: 'warning',
  approved: 'cyan',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function ExpenseStatusTag({ status }: { status: ExpenseClaimStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`expense.status.${status}`)}
    </Tag>
  );
}
