import { roleSchema } from '@venus/shared';
import { Form, Input, InputNumber, Radio } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { localName } from '../../components/format/local-name.ts';
import { enabledStatusOptions } from '../../components/status/enabled-status.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { RolePermissionTree } from './role-permission-tree.tsx';
import { type RoleFormInput, type RoleRow, useGrantableMenus, useRoleDetail } from './roles-api.ts';

type Values = Omit<RoleFormInput, 'roleId'>;
const fields = roleSchema.shape;
const NEW_ROLE: Partial<Values> = { status: '0', roleSort: 0, menuIds: [], remark: '', roleNameEn: '' };

interface RoleFormDialogProps {
  /** The role edited, null to add one, undefined when closed. */
  editing: RoleRow | null | undefined;
  saving: boolean;
  onSave: (input: RoleFormInput) => void;
  onClose: () => void;
}

/** Adds or edits a role: its names, key, order, status and the menus and buttons it grants. */
export function RoleFormDialog({ editing, saving, onSave, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  const detail = useRoleDetail(editing?.roleId);
  const menus = useGrantableMenus(open);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const loaded = editing ? detail.data : NEW_ROLE;

  useEffect(() => {
    if (!open || !loaded) return;
    form.resetFields();
    form.setFieldsValue(loaded);
    setExpandedKeys([]);
  }, [open, loaded, form]);

  const submit = async () => {
    const input = roleSchema.parse(await form.validateFields());
    onSave(editing ? { ...input, roleId: editing.roleId } : input);
  };

  return (
    <VenusDialog
      open={open}
      title={
        editing
          ? t('rolesAdmin.edit', { name: localName(currentLanguage(), editing.roleName, editing.roleNameEn) })
          : t('rolesAdmin.add')
      }
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      confirmDisabled={editing ? !detail.data : false}
      maskClosable={false}
      width={640}
    >
      <Form form={form} layout="vertical" name="role" className="venus-role-form">
        <div className="venus-role-form__row">
          <Form.Item
            name="roleName"
            label={t('rolesAdmin.roleName')}
            required
            rules={[schemaRule(fields.roleName, 'roleName', t)]}
          >
            <Input count={{ max: 30 }} />
          </Form.Item>
          <Form.Item
            name="roleNameEn"
            label={t('rolesAdmin.roleNameEn')}
            rules={[schemaRule(fields.roleNameEn, 'roleNameEn', t)]}
          >
            <Input count={{ max: 60 }} />
          </Form.Item>
        </div>
        <div className="venus-role-form__row">
          <Form.Item
            name="roleKey"
            label={t('rolesAdmin.roleKey')}
            required
            rules={[schemaRule(fields.roleKey, 'roleKey', t)]}
            extra={t('rolesAdmin.roleKeyHelp')}
          >
            <Input count={{ max: 100 }} />
          </Form.Item>
          <Form.Item
            name="roleSort"
            label={t('rolesAdmin.roleSort')}
            rules={[schemaRule(fields.roleSort, 'roleSort', t)]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="status" label={t('field.status')}>
          <Radio.Group options={enabledStatusOptions(t)} />
        </Form.Item>
        <Form.Item name="menuIds" label={t('rolesAdmin.permissions')} valuePropName="value">
          <PermissionField
            menus={menus.data ?? []}
            loading={menus.isLoading}
            expandedKeys={expandedKeys}
            onExpandedKeysChange={setExpandedKeys}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[schemaRule(fields.remark, 'remark', t)]}>
          <Input.TextArea rows={2} count={{ max: 500 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}

/** The permission tree as a form control (value / onChange given by Form.Item). */
function PermissionField({
  value,
  onChange,
  ...tree
}: Omit<Parameters<typeof RolePermissionTree>[0], 'value' | 'onChange'> & {
  value?: number[];
  onChange?: (menuIds: number[]) => void;
}) {
  return <RolePermissionTree {...tree} value={value ?? []} onChange={(ids) => onChange?.(ids)} />;
}
