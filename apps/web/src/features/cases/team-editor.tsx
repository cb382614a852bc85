import { TEAM_ROLE } from '@venus/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useRequired } from './case-form-rules.ts';
import { EditableTable } from './editable-table.tsx';

/**
 * The case team: exactly one responsible partner (the shared schema's rule), the lead lawyers,
 * members and secretaries, each optionally with an hourly rate for this case.
 */
export function TeamEditor() {
  const { t } = useTranslation();
  const required = useRequired();
  const label = (key: string) => t(`casesUi.member.${key}`);
  return (
    <EditableTable
      name="team"
      scrollX={640}
      addLabel={t('casesUi.member.add')}
      newRow={() => ({ userId: null, role: TEAM_ROLE.member, hourlyRate: null })}
      rules={[
        {
          validator: async (_rule, team: { role?: string }[] | undefined) => {
            const partners = (team ?? []).filter((member) => member?.role === TEAM_ROLE.partner).length;
            if (partners !== 1) throw new Error(t('casesUi.member.onePartner'));
          },
        },
      ]}
      columns={[
        {
          key: 'userId',
          title: label('user'),
          width: 240,
          render: (field) => (
            <Form.Item name={[field.name, 'userId']} rules={required(label('user'))}>
              <UserPicker aria-label={label('user')} />
            </Form.Item>
          ),
        },
        {
          key: 'role',
          title: label('role'),
          width: 160,
          render: (field) => (
            <Form.Item name={[field.name, 'role']} rules={required(label('role'))}>
              <DictSelect dictType="hk_team_role" aria-label={label('role')} />
            </Form.Item>
          ),
        },
        {
          key: 'hourlyRate',
          title: label('hourlyRate'),
          width: 160,
          render: (field) => (
            <Form.Item name={[field.name, 'hourlyRate']}>
              <MoneyInput
                allowEmpty
                placeholder={t('casesUi.member.rateHint')}
                aria-label={label('hourlyRate')}
              />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
