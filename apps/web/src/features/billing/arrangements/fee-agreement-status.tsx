import type { FeeAgreementView } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { active: 'green', expired: 'red', ended: 'default' } as const;

/** An agreement's state as a tag: active, expiring within 30 days, expired or ended. */
export function FeeAgreementStatus({ agreement }: { agreement: FeeAgreementView }) {
  const { t } = useTranslation();
  if (agreement.expiringSoon)
    return (
      <Tag color="orange" data-status="expiring">
        {t('feeAgreementUi.expiringSoon')}
      </Tag>
    );
  return (
    <Tag color={STATUS_COLOR[agreement.status]} data-status={agreement.status}>
      {t(`feeAgreementUi.statuses.${agreement.status}`)}
    </Tag>
  );
}
