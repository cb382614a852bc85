import { BILLING_PERMISSIONS, formatIsoDate, type ReceiptInput } from '@venus/shared';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Form, Input, Result, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { isoDateField } from '../../components/form/iso-date-field.ts';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { localName } from '../../components/format/local-name.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { searchCases, useOffices } from '../cases/cases-api.ts';
import { RECEIPT_CURRENCIES } from './receipt-filters.tsx';
import { idParamOf, receiptDetailPath } from './receipt-paths.ts';
import { useReceiptActions } from './receipts-api.ts';
import './receipts.css';

type ReceiptValues = Omit<ReceiptInput, 'projectId' | 'exchangeRate'> & {
  projectId?: number | null;
  exchangeRate?: string;
};

/** The inputs a server field error is placed on; anything else shows above the form. */
const INPUTS = new Set([
  'clientId',
  'officeId',
  'receivedOn',
  'amount',
  'currency',
  'exchangeRate',
  'payer',
  'bankAccount',
  'reference',
  'remark',
  'projectId',
]);

/**
 * Spec /bill/billReceiptV2/:title (hankun:receipt:add): finance records money received. Saved, it
 * opens on its own page, where it is allocated to the client's bills. The server's refusals stay
 * on the form, on their inputs where they name one; nothing typed is lost.
 */
export function ReceiptFormPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.receiptAdd);
  return allowed ? <ReceiptForm /> : <Result status="403" title={t('result.unauthorized')} />;
}

function ReceiptForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const clientId = idParamOf(useSearchParams()[0], 'clientId');
  const [form] = Form.useForm<ReceiptValues>();
  const [problem, setProblem] = useState('');
  const offices = useOffices();
  const { record } = useReceiptActions();
  const currency = Form.useWatch('currency', form);
  const retainer = Form.useWatch('isRetainer', form);
  const label = (key: string) => t(`receiptsView.field.${key}`);
  const required = (key: string) => [
    { required: true, message: t('receiptsView.required', { field: label(key) }) },
  ];

  const save = async () => {
    const values = await form.validateFields();
    setProblem('');
    try {
      const saved = await record.mutateAsync({
        ...values,
        reference: values.reference ?? '',
        remark: values.remark ?? '',
        isRetainer: Boolean(values.isRetainer),
        projectId: values.isRetainer ? (values.projectId ?? null) : null,
        ...(values.currency !== 'CNY' && values.exchangeRate ? { exchangeRate: values.exchangeRate } : {}),
      } as ReceiptInput);
      void message.success(t('receiptsView.saved', { number: saved.number }));
      form.resetFields();
      void navigate(receiptDetailPath(saved.number, saved.receiptId));
    } catch (error) {
      const problem = refusalOnForm(form, error, { inputs: INPUTS });
      if (problem) setProblem(problem);
    }
  };

  return (
    <Card
      variant="borderless"
      title={t('receiptsView.recordTitle')}
      className="venus-receipts venus-receipts--form"
      data-testid="receipt-form"
    >
      {problem ? (
        <Alert type="error" showIcon message={problem} className="venus-bills__returned" role="alert" />
      ) : null}
      <Form<ReceiptValues>
        form={form}
        layout="vertical"
        name="receipt-form"
        initialValues={{
          clientId: clientId || undefined,
          receivedOn: formatIsoDate(new Date()),
          currency: 'CNY',
          isRetainer: false,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="clientId" label={label('client')} rules={required('client')}>
              <ClientPicker aria-label={label('client')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="officeId" label={label('office')} rules={required('office')}>
              <Select
                aria-label={label('office')}
                loading={offices.isLoading}
                options={(offices.data ?? []).map((office) => ({
                  value: office.deptId,
                  label: localName(language, office.deptName, office.deptNameEn),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="receivedOn"
              label={label('receivedOn')}
              rules={required('receivedOn')}
              {...isoDateField}
            >
              <DatePicker style={{ width: '100%' }} aria-label={label('receivedOn')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="currency" label={label('currency')} rules={required('currency')}>
              <Select
                aria-label={label('currency')}
                options={RECEIPT_CURRENCIES.map((code) => ({ value: code, label: code }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="amount" label={label('amount')} rules={required('amount')}>
              <MoneyInput aria-label={label('amount')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            {currency && currency !== 'CNY' ? (
              <Form.Item name="exchangeRate" label={label('exchangeRate')} extra={t('receiptsView.rateHint')}>
                <Input aria-label={label('exchangeRate')} inputMode="decimal" maxLength={14} />
              </Form.Item>
            ) : null}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="payer" label={label('payer')} rules={required('payer')}>
              <Input aria-label={label('payer')} maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="bankAccount" label={label('bankAccount')} rules={required('bankAccount')}>
              <Input aria-label={label('bankAccount')} maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="reference" label={label('reference')}>
              <Input aria-label={label('reference')} maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="remark" label={label('remark')}>
              <Input aria-label={label('remark')} maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isRetainer" valuePropName="checked" extra={t('receiptsView.retainerHint')}>
              <Checkbox>{label('retainer')}</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {retainer ? (
              <Form.Item name="projectId" label={label('case')} rules={required('case')}>
                <ProjectSearchBox
                  search={searchCases}
                  cacheName="receipt-retainer-cases"
                  aria-label={label('case')}
                />
              </Form.Item>
            ) : null}
          </Col>
        </Row>
        <Button type="primary" onClick={() => void save()} loading={record.isPending}>
          {t('receiptsView.save')}
        </Button>
      </Form>
    </Card>
  );
}
