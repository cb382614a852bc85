import { NOTICE_AUDIENCES, type NoticeAudience } from '@venus/shared';
import { Form, type FormInstance, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/select.tsx';
import { PeopleSelect } from '../../components/user-picker/people-select.tsx';
import { useAudienceUnits } from './notices-queries.ts';

/**
 * Who a notice or an acknowledgement goes to: everyone, departments or offices, or chosen people
 * (decision 0058). The list is resolved when it is published or sent, not now.
 */
export function AudienceFields({
  form,
  known = [],
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form that carries the audience fields.
  form: FormInstance<any>;
  known?: readonly { userId: number; name: string }[];
}) {
  const { t } = useTranslation();
  const audience = Form.useWatch<NoticeAudience | undefined>('audience', form);
  const units = useAudienceUnits().data ?? [];
  const required = (field: string) => [{ required: true, message: t('validation.required', { field }) }];
  return (
    <>
      <Form.Item name="audience" label={t('noticeUi.audience')} required>
        <Radio.Group
          optionType="button"
          options={NOTICE_AUDIENCES.map((value) => ({ value, label: t(`noticeUi.audience_${value}`) }))}
        />
      </Form.Item>
      {audience === 'depts' ? (
        <Form.Item name="deptIds" label={t('noticeUi.depts')} required rules={required(t('noticeUi.depts'))}>
          <Select<number[]>
            mode="multiple"
            allowClear
            placeholder={t('noticeUi.deptsPlaceholder')}
            aria-label={t('noticeUi.depts')}
            showSearch={{ optionFilterProp: 'label' }}
            options={units.map((unit) => ({ value: unit.deptId, label: unit.name }))}
          />
        </Form.Item>
      ) : null}
      {audience === 'users' ? (
        <Form.Item name="userIds" label={t('noticeUi.users')} required rules={required(t('noticeUi.users'))}>
          <PeopleSelect
            known={known}
            placeholder={t('noticeUi.usersPlaceholder')}
            ariaLabel={t('noticeUi.users')}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

/** How an audience reads in a list: 全所, the departments' names, or the people's. */
export function audienceText(
  t: (key: string) => string,
  row: { audience: NoticeAudience; depts: { name: string }[]; users: { name: string }[] },
): string {
  if (row.audience === 'all') return t('noticeUi.audience_all');
  const names = row.audience === 'depts' ? row.depts.map((d) => d.name) : row.users.map((u) => u.name);
  return names.join(t('noticeUi.separator'));
}
