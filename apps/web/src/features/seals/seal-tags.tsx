import type { SealRequestStatus, SealStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** As a claim's tag; the custodian's open work (approved, lent out) stands out. */
const REQUEST_COLOURS: Record<SealRequestStatus, string> = {
  draft: 'default',
  approving: 'processing',
  sentBack: 'warning',
  approved: 'cyan',
  stamped: 'success',
  lentOut: 'gold',
  returned: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function SealRequestStatusTag({ status }: { status: SealRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={REQUEST_COLOURS[status]} data-status={status}>
      {t(`sealsUi.status.${status}`)}
    </Tag>
  );
}

const SEAL_COLOURS: Record<SealStatus, string> = { inOffice: 'success', lentOut: 'gold', retired: 'default' };

export function SealStatusTag({ status }: { status: SealStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={SEAL_COLOURS[status]} data-seal-status={status}>
      {t(`sealsUi.sealStatus.${status}`)}
    </Tag>
  );
}
