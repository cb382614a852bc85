import type { AbsenceStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<AbsenceStatus, string> = {
  approving: 'processing',
  sentBack: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function AbsenceStatusTag({ status }: { status: AbsenceStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`leaveUi.status.${status}`)}</Tag>;
}
