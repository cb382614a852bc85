import { BILL_ADJUSTMENT_KINDS, type BillAdjustmentKind } from '@venus/shared';
import { Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { Select } from '../../components/select/select.tsx';
import { type AdjustmentValues, adjustmentAmount, isSignedKind } from './bill-form-values.ts';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The kind, amount or percentage, and reason of an adjustment; shared by a line and the bill. */
export function AdjustmentFields({
  withPercent,
  prefix = [],
  listName,
}: {
  withPercent: boolean;
  /** The fields' names within a Form.List entry, and that list's name to watch the kind by. */
  prefix?: (string | number)[];
  listName?: string;
}) {
  const { t } = useTranslation();
  const kind = Form.useWatch<BillAdjustmentKind | undefined>([
    ...(listName ? [listName] : []),
    ...prefix,
    'kind',
  ]);
  const label = (key: string) => t(`billForm.adjustment.${key}`);
  return (
    <>
      <Form.Item
        name={[...prefix, 'kind']}
        label={label('kind')}
        rules={[{ required: true, message: t('bill.adjustmentKindRequired') }]}
      >
        <Select
          aria-label={label('kind')}
          options={BILL_ADJUSTMENT_KINDS.map((value) => ({
            value,
            label: t(`billForm.adjustmentKind.${value}`),
          }))}
        />
      </Form.Item>
      {withPercent ? (
        <Form.Item
          name={[...prefix, 'percent']}
          label={label('percent')}
          extra={label('percentHint')}
          rules={[{ pattern: PERCENT, message: label('percentInvalid') }]}
        >
          <Input inputMode="decimal" suffix="%" aria-label={label('percent')} />
        </Form.Item>
      ) : null}
      <Form.Item
        name={[...prefix, 'amount']}
        label={label('amount')}
        extra={kind && !isSignedKind(kind) ? label('signHint') : null}
      >
        <MoneyInput allowNegative={kind ? isSignedKind(kind) : false} aria-label={label('amount')} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'reason']}
        label={label('reason')}
        rules={[{ required: true, whitespace: true, message: t('bill.adjustmentReasonRequired') }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} aria-label={label('reason')} />
      </Form.Item>
    </>
  );
}

export interface AdjustmentControlProps {
  value?: AdjustmentValues | null;
  onChange?: (value: AdjustmentValues | null) => void;
  /** units × unit cost of the line: what a percentage is of. */
  base: string;
  disabled?: boolean;
}

/**
 * One line's adjustment (decision 0030: discount, write-down, write-up, cap, fixed fee, with a
 * reason): a button showing the signed amount, opening a dialog to set, change or remove it.
 */
export function AdjustmentControl({ value, onChange, base, disabled }: AdjustmentControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<AdjustmentValues>();
  const formName = `bill-adjust-${useId()}`;
  useFormOnOpen(form, open, value ?? { kind: 'discount', reason: '' });
  const amount = adjustmentAmount(value, base);
  const confirm = async () => {
    const typed = await form.validateFields();
    onChange?.(typed);
    setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        type={amount === '0.00' ? 'dashed' : 'link'}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="bill-line-adjust"
      >
        {amount === '0.00' ? (
          t('billForm.adjustment.add')
        ) : (
          <span>
            {t(`billForm.adjustmentKind.${value?.kind ?? 'discount'}`)} <MoneyText value={amount} />
          </span>
        )}
      </Button>
      <VenusDialog
        open={open}
        title={t('billForm.adjustment.lineTitle')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        maskClosable={false}
        footer={
          <>
            {value ? (
              <Button
                danger
                onClick={() => {
                  onChange?.(null);
                  setOpen(false);
                }}
              >
                {t('billForm.adjustment.remove')}
              </Button>
            ) : null}
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="primary" onClick={() => void confirm().catch(() => undefined)}>
              {t('common.confirm')}
            </Button>
          </>
        }
      >
        <Form<AdjustmentValues> form={form} name={formName} layout="vertical">
          <AdjustmentFields withPercent />
        </Form>
      </VenusDialog>
    </>
  );
}
