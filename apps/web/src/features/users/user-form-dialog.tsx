import { createUserSchema, PASSWORD_MIN_LENGTH, updateUserSchema } from '@venus/shared';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { Select } from '../../components/select/select.tsx';
import type { UserFormInput, UserRow } from './users-api.ts';

interface Option {
  value: number;
  label: string;
}

interface UserFormDialogProps {
  /** The user edited, `null` to add one, `undefined` when closed. */
  editing: UserRow | null | undefined;
  saving: boolean;
  units: { offices: Option[]; groups: Option[] };
  roles: Option[];
  onSave: (input: UserFormInput) => void;
  onClose: () => void;
}

type FormValues = Omit<UserRow, 'userId' | 'status' | 'createdAt'> & { password?: string };

const fields = createUserSchema.shape;
const TEXT_FIELDS = [
  'userName',
  'nickName',
  'nameEn',
  'userno',
  'email',
  'phonenumber',
  'officePhone',
  'seat',
] as const;
const REQUIRED = new Set<string>(['userName', 'nickName']);

/**
 * Adds or edits an account. Every rule is the shared schema's (the server applies the same);
 * the status is not here: it changes only through the lifecycle actions (decision 0012).
 */
export function UserFormDialog({ editing, saving, units, roles, onSave, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const input = { ...values, deptId: values.deptId ?? null, officeId: values.officeId ?? null };
    onSave(
      editing ? updateUserSchema.parse({ ...input, userId: editing.userId }) : createUserSchema.parse(input),
    );
  };

  return (
    <VenusDialog
      open={open}
      title={t(editing ? 'usersAdmin.edit' : 'usersAdmin.add')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      width={720}
    >
      <Form
        form={form}
        name="user-form"
        layout="vertical"
        className="venus-user-form"
        initialValues={{ roleIds: [] }}
      >
        {TEXT_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`field.${name}`)}
            required={REQUIRED.has(name)}
            rules={[schemaRule(fields[name], name, t)]}
          >
            <Input count={{ max: name === 'email' ? 100 : 60 }} autoComplete="off" />
          </Form.Item>
        ))}
        {editing ? null : (
          <Form.Item
            name="password"
            label={t('field.password')}
            required
            extra={t('usersAdmin.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            className="venus-user-form__wide"
            rules={[schemaRule(fields.password, 'password', t)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="deptId" label={t('usersAdmin.group')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={units.groups} />
        </Form.Item>
        <Form.Item name="officeId" label={t('field.officeId')}>
          <Select allowClear options={units.offices} />
        </Form.Item>
        <Form.Item name="roleIds" label={t('field.roleIds')} className="venus-user-form__wide">
          <Select mode="multiple" allowClear options={roles} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('field.remark')}
          className="venus-user-form__wide"
          rules={[schemaRule(fields.remark, 'remark', t)]}
        >
          <Input.TextArea rows={2} count={{ max: 500 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
