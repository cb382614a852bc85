import { formatIsoDate, type LoanDraftInput, loanDraftSchema } from '@venus/shared';
import { Alert, App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { searchCases } from '../cases/cases-api.ts';
import { LINE_CURRENCIES } from '../expenses/expense-form-values.ts';
import { loanDetailPath } from './loan-paths.ts';
import { useLoanDraftMutations } from './loans-api.ts';
import type { LoanFormRequest } from './open-loan-form.ts';

interface LoanFormValues {
  purpose: string;
  amount: string;
  currency: string;
  expectedRepayDate: string | null;
  projectId?: number | null;
}

const isoDate = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};
const INPUTS = new Set(['purpose', 'amount', 'currency', 'expectedRepayDate', 'projectId']);

/** Spec borrowEdit (a dialog): purpose, amount and currency, expected repayment, the case if any. */
export function LoanFormDialog({ request, onClose }: { request: LoanFormRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { loan } = request;
  const [form] = Form.useForm<LoanFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const { create, update } = useLoanDraftMutations();
  const label = (key: string) => t(`loansUi.field.${key}`);
  const rule = (name: keyof LoanDraftInput) => schemaRule(loanDraftSchema.shape[name], label(name), t);
  const initial: LoanFormValues = loan
    ? { ...loan, projectId: loan.projectId }
    : {
        purpose: '',
        amount: '',
        currency: 'CNY',
        expectedRepayDate: formatIsoDate(dayjs().add(1, 'month').toDate()),
      };

  const save = async () => {
    setProblem(null);
    const values = await form.validateFields();
    const input = loanDraftSchema.parse({ ...values, projectId: values.projectId ?? null });
    try {
      const saved = loan
        ? await update.mutateAsync({ loanId: loan.loanId, ...input })
        : await create.mutateAsync(input);
      void message.success(t('loansUi.saved'));
      onClose();
      if (!loan) void navigate(loanDetailPath(saved.purpose, saved.loanId));
    } catch (error) {
      const problem = refusalOnForm(form, error, { inputs: INPUTS });
      if (problem) setProblem(problem);
    }
  };

  return (
    <VenusDialog
      open
      title={loan ? t('loansUi.editTitle', { purpose: loan.purpose }) : t('loansUi.addTitle')}
      onConfirm={save}
      onCancel={onClose}
      confirmText={t('expensesUi.form.save')}
      confirmLoading={create.isPending || update.isPending}
      maskClosable={false}
    >
      <Form<LoanFormValues> form={form} name="loan-form" layout="vertical" initialValues={initial}>
        {problem ? <Alert type="error" showIcon message={problem} /> : null}
        {loan?.status === 'sentBack' && loan.returnComment ? (
          <Alert
            type="warning"
            showIcon
            message={t('expensesUi.returned', { comment: loan.returnComment })}
          />
        ) : null}
        <Form.Item name="purpose" label={label('purpose')} rules={[rule('purpose')]}>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('loansUi.purposePlaceholder')} />
        </Form.Item>
        <Form.Item name="amount" label={label('amount')} rules={[rule('amount')]}>
          <MoneyInput aria-label={label('amount')} />
        </Form.Item>
        <Form.Item name="currency" label={label('currency')}>
          <Select options={LINE_CURRENCIES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item
          name="expectedRepayDate"
          label={label('expectedRepayDate')}
          rules={[
            { required: true, message: t('validation.required', { field: label('expectedRepayDate') }) },
          ]}
          {...isoDate}
        >
          <DatePicker style={{ width: '100%' }} aria-label={label('expectedRepayDate')} />
        </Form.Item>
        <Form.Item name="projectId" label={label('case')} extra={t('loansUi.caseHint')}>
          <ProjectSearchBox search={searchCases} cacheName="loan-cases" aria-label={label('case')} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
