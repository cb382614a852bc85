import { CASE_NAME_MAX } from '@venus/shared';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { Select } from '../../components/select/select.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useRequired } from './case-form-rules.ts';
import { feeFieldsOf } from './case-form-values.ts';
import { useOffices } from './cases-api.ts';
import { RelatedCasesField } from './related-cases-field.tsx';

const cell = { xs: 24, md: 12, xl: 8 } as const;

/** Names, client, office and what kind of matter it is. */
export function CaseBasicsFields() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const offices = useOffices();
  const required = useRequired();
  const label = (key: string) => t(`casesUi.field.${key}`);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="nameCn" label={label('nameCn')} rules={required(label('nameCn'))}>
          <Input maxLength={CASE_NAME_MAX} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nameEn" label={label('nameEn')}>
          <Input maxLength={CASE_NAME_MAX} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="clientId" label={label('client')} rules={required(label('client'))}>
          <ClientPicker placeholder={t('casesUi.form.clientHint')} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="officeId" label={label('office')} rules={required(label('office'))}>
          <Select
            loading={offices.isLoading}
            options={(offices.data ?? []).map((office) => ({
              value: office.deptId,
              label: localName(language, office.deptName, office.deptNameEn),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="practiceArea" label={label('practiceArea')} rules={required(label('practiceArea'))}>
          <DictSelect dictType="hk_practice_area" />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="projectType" label={label('projectType')} rules={required(label('projectType'))}>
          <DictSelect dictType="hk_project_type" />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="category" label={label('category')} rules={required(label('category'))}>
          <DictSelect dictType="hk_project_category" />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item
          name="restricted"
          label={label('restricted')}
          valuePropName="checked"
          tooltip={t('casesUi.form.restrictedHint')}
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label={label('description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The fee arrangement: the amount or the contingency share shows only for the fee types using it. */
export function CaseFeeFields() {
  const { t } = useTranslation();
  const required = useRequired();
  const feeType = Form.useWatch<string | undefined>('feeType');
  const fee = feeFieldsOf(feeType);
  const label = (key: string) => t(`casesUi.field.${key}`);
  return (
    <Row gutter={16}>
      <Col {...cell}>
        <Form.Item name="feeType" label={label('feeType')} rules={required(label('feeType'))}>
          <DictSelect dictType="hk_fee_type" />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="currency" label={label('currency')} rules={required(label('currency'))}>
          <DictSelect dictType="hk_currency" />
        </Form.Item>
      </Col>
      {fee.amount ? (
        <Col {...cell}>
          <Form.Item name="feeAmount" label={label('feeAmount')} rules={required(label('feeAmount'))}>
            <MoneyInput />
          </Form.Item>
        </Col>
      ) : null}
      {fee.rate ? (
        <Col {...cell}>
          <Form.Item
            name="contingencyRate"
            label={label('contingencyRate')}
            rules={[
              ...required(label('contingencyRate')),
              { pattern: /^\d{1,2}(\.\d{1,2})?$|^100$/, message: t('casesUi.form.rateInvalid') },
            ]}
          >
            <Input suffix="%" inputMode="decimal" maxLength={6} />
          </Form.Item>
        </Col>
      ) : null}
      <Col {...cell}>
        <Form.Item name="budget" label={label('budget')}>
          <MoneyInput allowEmpty />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Related cases and the remark. */
export function CaseOtherFields({
  related,
}: {
  related: { id: number; name: string; number: string | null }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="relatedProjectIds" label={t('casesUi.field.relatedProjects')}>
        <RelatedCasesField saved={related} />
      </Form.Item>
      <Form.Item name="remark" label={t('casesUi.field.remark')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
}
