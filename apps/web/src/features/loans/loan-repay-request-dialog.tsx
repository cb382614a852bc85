import {
  EXPENSE_PAYMENT_METHODS,
  formatIsoDate,
  formatMoney,
  type LoanDetail,
  type LoanRepaymentRequest,
  loanRepayRequestSchema,
} from '@venus/shared';
import { Alert, App, DatePicker, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { isoDateField } from '../../components/form/iso-date-field.ts';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { Select } from '../../components/select/select.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useRepaymentRequestActions } from './loans-api.ts';

interface RequestValues {
  amount: string;
  method: (typeof EXPENSE_PAYMENT_METHODS)[number];
  plannedDate: string | null;
  remark: string;
}

const INPUTS = new Set(['amount', 'method', 'plannedDate', 'remark']);

/**
 * 申请还款 (decision 0053): how much, how and when the borrower repays, and a remark; a sent-back
 * request opens with what it asked and the approver's reason, to amend and send again.
 */
export function LoanRepayRequestDialog({
  loan,
  request,
  onClose,
}: {
  loan: LoanDetail;
  request?: LoanRepaymentRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<RequestValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRepaymentRequestActions();
  const label = (key: string) => t(`loansUi.repayRequest.field.${key}`);
  const rule = (name: 'amount' | 'remark') => schemaRule(loanRepayRequestSchema.shape[name], label(name), t);
  const required = (name: string) => ({
    required: true,
    message: t('validation.required', { field: label(name) }),
  });
  const initial: RequestValues = request
    ? {
        amount: request.amount,
        method: request.method,
        plannedDate: request.plannedDate,
        remark: request.remark,
      }
    : { amount: loan.balance, method: 'bankTransfer', plannedDate: formatIsoDate(new Date()), remark: '' };

  const save = async () => {
    setProblem(null);
    const values = await form.validateFields();
    const fields = { ...values, plannedDate: values.plannedDate ?? '', remark: values.remark ?? '' };
    try {
      if (request) await run.resubmit.mutateAsync({ requestId: request.requestId, ...fields });
      else await run.request.mutateAsync({ loanId: loan.loanId, ...fields });
      void message.success(t(`loansUi.repayRequest.done.${request ? 'resubmit' : 'request'}`));
      onClose();
    } catch (error) {
      const said = refusalOnForm(form, error, { inputs: INPUTS });
      if (said) setProblem(said);
    }
  };

  return (
    <VenusDialog
      open
      title={
        request
          ? t('loansUi.repayRequest.resubmitTitle', { id: request.requestId })
          : t('loansUi.repayRequest.dialogTitle', { purpose: loan.purpose })
      }
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={run.request.isPending || run.resubmit.isPending}
      maskClosable={false}
    >
      <Form<RequestValues> form={form} name="loan-repay-request" layout="vertical" initialValues={initial}>
        {problem ? <Alert type="error" showIcon message={problem} /> : null}
        {request?.returnComment ? (
          <Alert
            type="warning"
            showIcon
            message={t('loansUi.repayRequest.returned', { comment: request.returnComment })}
          />
        ) : null}
        <Alert
          type="info"
          message={t('loansUi.repayRequest.hint', {
            balance: `${loan.currency} ${formatMoney(loan.balance, { lang: language })}`,
          })}
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="amount" label={label('amount')} rules={[required('amount'), rule('amount')]}>
          <MoneyInput aria-label={label('amount')} />
        </Form.Item>
        <Form.Item name="method" label={label('method')} rules={[required('method')]}>
          <Select
            aria-label={label('method')}
            options={EXPENSE_PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(`expense.method.${method}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="plannedDate"
          label={label('plannedDate')}
          rules={[required('plannedDate')]}
          {...isoDateField}
        >
          <DatePicker style={{ width: '100%' }} aria-label={label('plannedDate')} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')} rules={[rule('remark')]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
