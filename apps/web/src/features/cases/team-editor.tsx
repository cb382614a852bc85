import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TEAM_ROLE } from '@venus/shared';
import { Button, Form, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { DictSelect } from './dict-select.tsx';

/**
 * The case team: exactly one responsible partner (the shared schema's rule), the lead lawyers,
 * members and secretaries, each optionally with an hourly rate for this case.
 */
export function TeamEditor() {
  const { t } = useTranslation();
  const label = (key: string) => t(`casesUi.member.${key}`);
  return (
    <Form.List
      name="team"
      rules={[
        {
          validator: async (_rule, team: { role?: string }[] | undefined) => {
            const partners = (team ?? []).filter((member) => member?.role === TEAM_ROLE.partner).length;
            if (partners !== 1) throw new Error(t('casesUi.member.onePartner'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            className="venus-cases__editable"
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 640 }}
            columns={[
              {
                key: 'userId',
                title: label('user'),
                width: 240,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'userId']}
                    rules={[
                      { required: true, message: t('casesUi.form.required', { field: label('user') }) },
                    ]}
                  >
                    <UserPicker aria-label={label('user')} />
                  </Form.Item>
                ),
              },
              {
                key: 'role',
                title: label('role'),
                width: 160,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'role']}
                    rules={[
                      { required: true, message: t('casesUi.form.required', { field: label('role') }) },
                    ]}
                  >
                    <DictSelect dictType="hk_team_role" aria-label={label('role')} />
                  </Form.Item>
                ),
              },
              {
                key: 'hourlyRate',
                title: label('hourlyRate'),
                width: 160,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'hourlyRate']}>
                    <MoneyInput
                      allowEmpty
                      placeholder={t('casesUi.member.rateHint')}
                      aria-label={label('hourlyRate')}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'remove',
                width: 56,
                render: (_, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('casesUi.form.removeRow')}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            className="venus-cases__add-row"
            onClick={() => add({ userId: null, role: TEAM_ROLE.member, hourlyRate: null })}
          >
            {t('casesUi.member.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
