import type { LoanStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** As a claim's tag; owed money (paid, partly repaid) in gold, settled in green. */
const COLOURS: Record<LoanStatus, string> = {
  draft: 'default',
  approving: 'processing',
  sentBack: 'warning',
  approved: 'cyan',
  paid: 'gold',
  partlyRepaid: 'orange',
  repaid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function LoanStatusTag({ status }: { status: LoanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`loan.status.${status}`)}
    </Tag>
  );
}
