import { BILL_TAX_MODES, BILL_TEXT_MAX, PAYMENT_TERMS_MAX_DAYS } from '@venus/shared';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { isoDateField as isoDate } from '../../components/form/iso-date-field.ts';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import type { ClientDetail } from '../clients/clients-api.ts';
import { searchBillableCases } from './bill-form-api.ts';
import { periodInOrder, VAT_RATES } from './bill-form-values.ts';

const percentOf = (rate: string) => `${Number(rate) * 100}%`;

export interface BillHeaderProps {
  projectId: number | null;
  /** A draft keeps its case (spec billEdit); a new bill picks one. */
  caseFixed: boolean;
  onProjectChange: (projectId: number | null) => void;
  client: ClientDetail | undefined;
}

/**
 * The bill's header (decision 0030): the case (only those one may bill), the client's billing
 * contact and invoice title, the period, the PDF's language, tax, payment terms and narrative.
 */
export function BillHeaderFields({ projectId, caseFixed, onProjectChange, client }: BillHeaderProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`billForm.field.${key}`);
  const contacts = (client?.contacts ?? []).map((contact) => ({
    value: contact.contactId,
    label: contact.email ? `${contact.name} <${contact.email}>` : contact.name,
  }));
  const titles = (client?.invoiceTitles ?? []).map((title) => ({
    value: title.invoiceTitleId,
    label: title.title,
  }));
  const half = { xs: 24, md: 12 };
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item label={label('case')} required>
          <ProjectSearchBox
            value={projectId}
            onChange={(id) => onProjectChange(id === null ? null : Number(id))}
            search={searchBillableCases}
            filters={{ billType: 1 }}
            cacheName="bill-cases"
            disabled={caseFixed}
            aria-label={label('case')}
            placeholder={t('billForm.casePlaceholder')}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="billingContactId" label={label('billingContact')}>
          <Select
            allowClear
            options={contacts}
            aria-label={label('billingContact')}
            notFoundContent={t('billForm.noContacts')}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="invoiceTitleId" label={label('invoiceTitle')}>
          <Select
            allowClear
            options={titles}
            aria-label={label('invoiceTitle')}
            notFoundContent={t('billForm.noTitles')}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="periodFrom" label={label('periodFrom')} {...isoDate}>
          <DatePicker style={{ width: '100%' }} aria-label={label('periodFrom')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="periodTo"
          label={label('periodTo')}
          dependencies={['periodFrom']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, to: string | null) => {
                if (!periodInOrder(getFieldValue('periodFrom'), to)) throw new Error(t('bill.periodOrder'));
              },
            }),
          ]}
          {...isoDate}
        >
          <DatePicker style={{ width: '100%' }} aria-label={label('periodTo')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="language" label={label('language')}>
          <Radio.Group
            optionType="button"
            options={['cn', 'en'].map((value) => ({ value, label: t(`billForm.language.${value}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item
          name="paymentTermsDays"
          label={label('paymentTermsDays')}
          rules={[
            { type: 'integer', min: 0, max: PAYMENT_TERMS_MAX_DAYS, message: t('bill.invalidPaymentTerms') },
          ]}
        >
          <InputNumber
            min={0}
            max={PAYMENT_TERMS_MAX_DAYS}
            precision={0}
            suffix={t('billForm.days')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="taxMode" label={label('taxMode')}>
          <Select
            aria-label={label('taxMode')}
            options={BILL_TAX_MODES.map((value) => ({ value, label: t(`billForm.taxMode.${value}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="taxRate" label={label('taxRate')}>
          <Select
            aria-label={label('taxRate')}
            options={VAT_RATES.map((value) => ({
              value,
              label: value === '0' ? t('billForm.exempt') : percentOf(value),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="narrative" label={label('narrative')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={BILL_TEXT_MAX}
            aria-label={label('narrative')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
