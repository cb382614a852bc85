import type { BillStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Grey draft, blue in approval and issued, gold part-paid, green paid, red cancelled. */
const COLOURS: Record<BillStatus, string> = {
  draft: 'default',
  approving: 'processing',
  issued: 'blue',
  sent: 'geekblue',
  partlyPaid: 'gold',
  paid: 'success',
  writtenOff: 'warning',
  cancelled: 'error',
};

export function BillStatusTag({ status }: { status: BillStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`billsView.status.${status}`)}
    </Tag>
  );
}
