import type { CustomRequestStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { INSTANCE_STATUS_COLOURS } from '../approvals/approval-panel.tsx';

/** Where a request stands: a draft, or its approval's status in the task centre's colours. */
export function RequestStatusTag({ status }: { status: CustomRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={INSTANCE_STATUS_COLOURS[status] ?? 'default'}>{t(`customRequestsUi.status.${status}`)}</Tag>
  );
}
