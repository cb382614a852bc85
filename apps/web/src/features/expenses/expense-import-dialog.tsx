import { type ExpenseClaimDetail, expenseImportQuerySchema, formatIsoDate } from '@venus/shared';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { ImportDialog } from '../../components/spreadsheet/import-dialog.tsx';
import { EXPENSE_KIND_UI } from './expense-kind.ts';
import { useExpensesReload } from './expenses-api.ts';

interface ExpenseImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec expenseImport (decision 0052): a sheet of expense lines becomes one draft claim of the
 * person, all or nothing. The draft then opens, so its receipts are attached and it is submitted
 * there, as any claim is.
 */
export function ExpenseImportDialog({ open, onClose }: ExpenseImportDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reload = useExpensesReload();
  // The day the dialog first opened names the claim until the person writes another title.
  const [today] = useState(() => formatIsoDate(new Date()));
  return (
    <ImportDialog<ExpenseClaimDetail>
      open={open}
      onClose={onClose}
      title={t('expensesUi.import.title')}
      importPath="/hankun/expenses/import"
      templatePath="/hankun/expenses/importTemplate"
      templateByGet
      templateName={t('expensesUi.import.templateName')}
      templateLabel={t('expensesUi.import.template')}
      hint={t('expensesUi.import.hint')}
      fieldValues={{ title: t('expensesUi.import.defaultTitle', { date: today }) }}
      fields={
        <Form.Item
          name="title"
          label={t('expensesUi.import.claimTitle')}
          required
          extra={t('expensesUi.import.receiptsAfter')}
          rules={[schemaRule(expenseImportQuerySchema.shape.title, 'title', t)]}
        >
          <Input maxLength={200} />
        </Form.Item>
      }
      sayServerMessage
      onImported={({ data: claim }) => {
        void reload();
        void navigate(EXPENSE_KIND_UI.claim.detailPath(claim.title, claim.claimId));
      }}
    />
  );
}
