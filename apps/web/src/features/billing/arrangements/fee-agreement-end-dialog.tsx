import { type FeeAgreementView, feeAgreementEndSchema, formatIsoDate } from '@venus/shared';
import { useTranslation } from 'react-i18next';
import { DateReasonDialog } from '../../../components/dialog/date-reason-dialog.tsx';
import { useFeeAgreementMutations } from './fee-arrangements-api.ts';

const fields = feeAgreementEndSchema.shape;

/** Ends an agreement early (terminated, replaced by a new letter): no reminder or postponement follows. */
export function FeeAgreementEndDialog({
  agreement,
  open,
  onClose,
}: {
  agreement: FeeAgreementView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { end } = useFeeAgreementMutations();
  return (
    <DateReasonDialog
      open={open}
      onClose={onClose}
      title={t('feeAgreementUi.endTitle')}
      date={{ name: 'endedOn', label: t('feeAgreementUi.endedOn'), schema: fields.endedOn }}
      reason={{ name: 'reason', label: t('feeAgreementUi.endReason'), schema: fields.reason }}
      initialDate={open ? formatIsoDate(new Date()) : undefined}
      pending={end.isPending}
      success={t('feeAgreementUi.endedMessage')}
      save={({ date, reason }) =>
        end.mutateAsync({ agreementId: agreement.agreementId, endedOn: date, reason })
      }
    />
  );
}
