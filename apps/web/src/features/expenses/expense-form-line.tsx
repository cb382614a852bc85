import { DeleteOutlined } from '@ant-design/icons';
import { EXPENSE_CURRENCY, EXPENSE_TEXT_MAX, EXPENSE_TYPE_DICT, type FileView } from '@venus/shared';
import { Button, Checkbox, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { searchCases } from '../cases/cases-api.ts';
import { type ExpenseLineValues, LINE_CURRENCIES } from './expense-form-values.ts';
import { useExpenseKind } from './expense-kind.ts';

const isoDate = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

interface ExpenseFormLineProps {
  index: number;
  line: ExpenseLineValues | undefined;
  /** The claim's uploaded receipts (none before its first save). */
  receipts: readonly FileView[] | null;
  onRemove: () => void;
}

/** One spend: date, type, case (or firm overhead), billable, amount and tax, description, receipts. */
export function ExpenseFormLine({ index, line, receipts, onRemove }: ExpenseFormLineProps) {
  const { t } = useTranslation();
  // A daily expense is the office's own spend: no case, never billable (decision 0038).
  const daily = useExpenseKind().kind === 'daily';
  const label = (key: string) => t(`expensesUi.field.${key}`);
  const foreign = (line?.currency ?? EXPENSE_CURRENCY) !== EXPENSE_CURRENCY;
  const item = (name: string) => ({ name: [index, name], label: label(name) });
  return (
    <div className="venus-expense-form__line" data-line={index}>
      <div className="venus-expense-form__line-head">
        <strong>{t('expensesUi.form.lineNo', { n: index + 1 })}</strong>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('expensesUi.form.removeLine')}
          onClick={onRemove}
        />
      </div>
      <div className="venus-expense-form__grid">
        <Form.Item {...item('expenseDate')} {...isoDate}>
          <DatePicker style={{ width: '100%' }} aria-label={label('expenseDate')} />
        </Form.Item>
        <Form.Item {...item('expenseType')} label={label('type')}>
          <DictSelect dictType={EXPENSE_TYPE_DICT} aria-label={label('type')} />
        </Form.Item>
        {daily ? null : (
          <Form.Item
            {...item('projectId')}
            label={label('case')}
            extra={line?.projectId ? null : t('expensesUi.form.overhead')}
          >
            <ProjectSearchBox
              search={searchCases}
              cacheName="expense-line-cases"
              aria-label={label('case')}
              // Spec §7 expType: the open cases that allow the line's type (the case's expense types).
              filters={line?.expenseType ? { expType: Number(line.expenseType) } : undefined}
            />
          </Form.Item>
        )}
        {daily ? null : (
          <Form.Item {...item('billable')} label={label('billable')} valuePropName="checked">
            <Checkbox disabled={!line?.projectId}>{t('expensesUi.form.billableHint')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item {...item('amount')}>
          <MoneyInput aria-label={label('amount')} />
        </Form.Item>
        <Form.Item {...item('currency')}>
          <Select
            aria-label={label('currency')}
            options={LINE_CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        {foreign ? (
          <Form.Item {...item('exchangeRate')}>
            <Input inputMode="decimal" aria-label={label('exchangeRate')} maxLength={14} />
          </Form.Item>
        ) : null}
        <Form.Item {...item('taxAmount')}>
          <MoneyInput aria-label={label('taxAmount')} />
        </Form.Item>
      </div>
      <Form.Item {...item('description')}>
        <Input aria-label={label('description')} maxLength={EXPENSE_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        {...item('receiptFileIds')}
        label={label('receipts')}
        extra={receipts ? null : t('expensesUi.form.receiptsAfterSave')}
      >
        <Select
          mode="multiple"
          aria-label={label('receipts')}
          disabled={!receipts}
          options={(receipts ?? []).map((file) => ({ value: file.id, label: file.name }))}
        />
      </Form.Item>
    </div>
  );
}
