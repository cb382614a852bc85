import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BILL_TEXT_MAX } from '@venus/shared';
import { Button, Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isoDateField as isoDate } from '../../components/form/iso-date-field.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { Select } from '../../components/select/select.tsx';
import { AdjustmentControl, AdjustmentFields } from './bill-form-adjustment.tsx';
import { lineBase, type ManualLineValues } from './bill-form-values.ts';

/** Lines the preparer writes: a fee or a disbursement, each with its own adjustment. */
export function ManualLines() {
  const { t } = useTranslation();
  const label = (key: string) => t(`billForm.line.${key}`);
  const lines = Form.useWatch<ManualLineValues[] | undefined>('lines') ?? [];
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="bill-manual-lines">
          {fields.map((field) => {
            const line = lines[field.name];
            return (
              <div key={field.key} className="venus-bill-form__line" data-line={field.name}>
                <Form.Item name={[field.name, 'kind']} className="venus-bill-form__line-kind">
                  <Select
                    aria-label={label('kind')}
                    options={(['manualFee', 'disbursement'] as const).map((value) => ({
                      value,
                      label: t(`billForm.lineKind.${value}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'lineDate']}
                  className="venus-bill-form__line-date"
                  {...isoDate}
                >
                  <DatePicker
                    placeholder={label('date')}
                    aria-label={label('date')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'description']}
                  className="venus-bill-form__line-description"
                  rules={[{ required: true, whitespace: true, message: t('bill.descriptionRequired') }]}
                >
                  <Input
                    placeholder={label('description')}
                    aria-label={label('description')}
                    maxLength={BILL_TEXT_MAX}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'amount']}
                  className="venus-bill-form__line-amount"
                  rules={[{ required: true, message: t('validation.required', { field: label('amount') }) }]}
                >
                  <MoneyInput placeholder={label('amount')} aria-label={label('amount')} />
                </Form.Item>
                <Form.Item name={[field.name, 'adjustment']} className="venus-bill-form__line-adjust">
                  <AdjustmentControl base={lineBase(line?.units ?? '1', line?.amount ?? '0')} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={label('remove')}
                  onClick={() => remove(field.name)}
                />
              </div>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ kind: 'manualFee', description: '', amount: '', units: '1' })}
          >
            {label('add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** Adjustments of the whole bill's fees or disbursements, with their kind and reason. */
export function BillAdjustments({ amounts }: { amounts: readonly string[] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`billForm.billAdjustment.${key}`);
  return (
    <Form.List name="adjustments">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="bill-adjustments">
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              className="venus-bill-form__adjustment"
              title={
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Form.Item name={[field.name, 'target']} noStyle>
                    <Select
                      aria-label={label('target')}
                      style={{ minWidth: 140 }}
                      options={(['fees', 'disbursements'] as const).map((value) => ({
                        value,
                        label: t(`billForm.billAdjustment.targets.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <Typography.Text data-testid="bill-adjustment-amount">
                    <MoneyText value={amounts[field.name] ?? '0.00'} />
                  </Typography.Text>
                </Flex>
              }
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={label('remove')}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <div className="venus-bill-form__adjustment-fields">
                <AdjustmentFields withPercent prefix={[field.name]} listName="adjustments" />
              </div>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ target: 'fees', kind: 'discount', reason: '' })}
          >
            {label('add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
