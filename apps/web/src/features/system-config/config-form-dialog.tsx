import { configSchema } from '@venus/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import type { ConfigRow } from './system-config-api.ts';

type FormValues = Pick<
  ConfigRow,
  'configName' | 'configNameEn' | 'configKey' | 'configValue' | 'configType' | 'remark'
>;

const fields = configSchema.shape;
const NEW_CONFIG: Partial<FormValues> = { configType: 'N', configValue: '', remark: '' };

interface ConfigFormDialogProps {
  /** The setting edited, `null` to add one, `undefined` when closed. */
  editing: ConfigRow | null | undefined;
  saving: boolean;
  onSave: (input: FormValues & { configId?: number }) => void;
  onClose: () => void;
}

/** Adds or edits a setting; the rules are the shared schema's, as on the server. */
export function ConfigFormDialog({ editing, saving, onSave, onClose }: ConfigFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const open = editing !== undefined;

  useFormOnOpen(form, open, editing ?? NEW_CONFIG);

  const submit = async () => {
    const values = await form.validateFields();
    const input = configSchema.parse(values);
    onSave(editing ? { ...input, configId: editing.configId } : input);
  };

  return (
    <VenusDialog
      open={open}
      title={editing ? t('systemConfig.editTitle', { key: editing.configKey }) : t('systemConfig.addTitle')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      width={640}
    >
      <Form form={form} layout="vertical" name="systemConfig">
        <Form.Item
          name="configName"
          label={t('field.configName')}
          required
          rules={[schemaRule(fields.configName, 'configName', t)]}
        >
          <Input count={{ max: 100 }} />
        </Form.Item>
        <Form.Item
          name="configNameEn"
          label={t('systemConfig.configNameEn')}
          rules={[schemaRule(fields.configNameEn, 'configNameEn', t)]}
        >
          <Input count={{ max: 100 }} />
        </Form.Item>
        <Form.Item
          name="configKey"
          label={t('field.configKey')}
          required
          rules={[schemaRule(fields.configKey, 'configKey', t)]}
          extra={editing?.configType === 'Y' ? t('systemConfig.builtinKeyFixed') : undefined}
        >
          <Input count={{ max: 100 }} disabled={editing?.configType === 'Y'} />
        </Form.Item>
        <Form.Item
          name="configValue"
          label={t('field.configValue')}
          rules={[schemaRule(fields.configValue, 'configValue', t)]}
        >
          <Input.TextArea rows={4} count={{ show: true, max: 5000 }} />
        </Form.Item>
        <Form.Item name="configType" label={t('systemConfig.builtin')}>
          <Radio.Group
            disabled={editing?.configType === 'Y'}
            options={[
              { value: 'Y', label: t('systemConfig.builtinYes') },
              { value: 'N', label: t('systemConfig.builtinNo') },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[schemaRule(fields.remark, 'remark', t)]}>
          <Input.TextArea rows={2} count={{ max: 500 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
