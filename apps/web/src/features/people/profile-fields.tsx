import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTRACT_KINDS, CONTRACTS_MAX, EDUCATION_MAX, GENDERS } from '@venus/shared';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isoDateField } from '../../components/form/iso-date-field.ts';
import { Select } from '../../components/select/select.tsx';

/**
 * The record's profile fields (decision 0059), shared by HR's form (editArchivesForm) and the
 * person's correction request: contacts, education, the bar licence, hire date and contracts
 * (entryMore). None of them is sensitive.
 */
export function ProfileFields() {
  const { t } = useTranslation();
  const label = (key: string) => t(`peopleUi.${key}`);
  const date = (name: string | (string | number)[], title: string) => (
    <Form.Item name={name} label={title} {...isoDateField}>
      <DatePicker style={{ width: '100%' }} aria-label={title} />
    </Form.Item>
  );
  return (
    <>
      <div className="venus-people-grid">
        <Form.Item name="gender" label={label('gender')}>
          <Select
            allowClear
            aria-label={label('gender')}
            options={GENDERS.map((value) => ({ value, label: label(`genders.${value}`) }))}
          />
        </Form.Item>
        {date('birthDate', label('birthDate'))}
        <Form.Item name="personalPhone" label={label('personalPhone')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="personalEmail" label={label('personalEmail')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="barLicenceNo" label={label('barLicenceNo')}>
          <Input maxLength={30} />
        </Form.Item>
        {date('barLicenceDate', label('barLicenceDate'))}
        {date('hireDate', label('hireDate'))}
      </div>
      <h4 className="venus-people-subtitle">{label('education')}</h4>
      <Form.List name="education">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap className="venus-people-row">
                <Form.Item
                  name={[row.name, 'school']}
                  rules={[{ required: true, message: t('people.schoolRequired') }]}
                >
                  <Input placeholder={label('school')} aria-label={label('school')} maxLength={100} />
                </Form.Item>
                <Form.Item name={[row.name, 'degree']}>
                  <Input placeholder={label('degree')} aria-label={label('degree')} maxLength={30} />
                </Form.Item>
                <Form.Item name={[row.name, 'major']}>
                  <Input placeholder={label('major')} aria-label={label('major')} maxLength={60} />
                </Form.Item>
                <Form.Item name={[row.name, 'startDate']} {...isoDateField}>
                  <DatePicker placeholder={label('startDate')} aria-label={label('startDate')} />
                </Form.Item>
                <Form.Item name={[row.name, 'endDate']} {...isoDateField}>
                  <DatePicker placeholder={label('endDate')} aria-label={label('endDate')} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={label('remove')}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            {rows.length < EDUCATION_MAX ? (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ school: '', degree: '', major: '' })}
              >
                {label('addEducation')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
      <h4 className="venus-people-subtitle">{label('contracts')}</h4>
      <Form.List name="contracts">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap className="venus-people-row">
                <Form.Item
                  name={[row.name, 'kind']}
                  rules={[
                    { required: true, message: t('validation.required', { field: label('contractKind') }) },
                  ]}
                >
                  <Select
                    style={{ width: 150 }}
                    aria-label={label('contractKind')}
                    options={CONTRACT_KINDS.map((value) => ({
                      value,
                      label: label(`contractKinds.${value}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'startDate']}
                  {...isoDateField}
                  rules={[
                    { required: true, message: t('validation.required', { field: label('startDate') }) },
                  ]}
                >
                  <DatePicker placeholder={label('startDate')} aria-label={label('startDate')} />
                </Form.Item>
                <Form.Item name={[row.name, 'endDate']} {...isoDateField}>
                  <DatePicker placeholder={label('endOpen')} aria-label={label('endDate')} />
                </Form.Item>
                <Form.Item name={[row.name, 'note']}>
                  <Input placeholder={label('note')} aria-label={label('note')} maxLength={200} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={label('remove')}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            {rows.length < CONTRACTS_MAX ? (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'fixedTerm', note: '' })}
              >
                {label('addContract')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </>
  );
}

/** Form values as the API takes them: empty texts, null dates, lists without holes. */
export function profileValues(values: Record<string, unknown>) {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const day = (key: string) => (values[key] as string | null | undefined) ?? null;
  const rows = (key: string) =>
    ((values[key] as Record<string, unknown>[] | undefined) ?? []).filter(Boolean);
  return {
    gender: text('gender') as '' | 'male' | 'female',
    birthDate: day('birthDate'),
    personalPhone: text('personalPhone'),
    personalEmail: text('personalEmail'),
    barLicenceNo: text('barLicenceNo'),
    barLicenceDate: day('barLicenceDate'),
    hireDate: day('hireDate'),
    education: rows('education').map((row) => ({
      school: String(row.school ?? ''),
      degree: String(row.degree ?? ''),
      major: String(row.major ?? ''),
      startDate: (row.startDate as string | null | undefined) ?? null,
      endDate: (row.endDate as string | null | undefined) ?? null,
    })),
    contracts: rows('contracts').map((row) => ({
      kind: row.kind as 'fixedTerm',
      startDate: String(row.startDate ?? ''),
      endDate: (row.endDate as string | null | undefined) ?? null,
      note: String(row.note ?? ''),
    })),
  };
}
