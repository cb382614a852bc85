import { i18nBundleSchema } from '@venus/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { I18nBundleForm, I18nBundleRow } from './i18n-bundles-api.ts';
import './i18n-bundles.css';
import { Select } from '../../components/select/select.tsx';

interface I18nBundleFormDialogProps {
  /** The bundle edited, `null` to add one, `undefined` when closed. */
  editing: I18nBundleRow | null | undefined;
  saving: boolean;
  onSave: (input: I18nBundleForm) => void;
  onClose: () => void;
}

const fields = i18nBundleSchema.shape;
const EXAMPLE = JSON.stringify({ login: { title: '欢迎使用 Venus' } }, null, 2);

/** Edits one language's overriding texts as JSON: only the texts named replace the built-in ones. */
export function I18nBundleFormDialog({ editing, saving, onSave, onClose }: I18nBundleFormDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<I18nBundleForm>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({ key: editing.key, i18nJson: editing.i18nJson, remark: editing.remark });
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    onSave(editing ? { ...values, id: editing.id } : values);
  };

  return (
    <Modal
      open={open}
      width={720}
      title={t(editing ? 'i18nBundles.edit' : 'i18nBundles.add')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Alert type="info" showIcon className="venus-i18n-bundles__hint" title={t('i18nBundles.hint')} />
      <Form form={form} name="i18n-bundle-form" layout="vertical" initialValues={{ key: language }}>
        <Form.Item name="key" label={t('field.key')} required rules={[schemaRule(fields.key, 'key', t)]}>
          <Select
            options={[
              { value: 'cn', label: t('language.cn') },
              { value: 'en', label: t('language.en') },
            ]}
            placeholder={t('i18nBundles.keyPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="i18nJson"
          label={t('field.i18nJson')}
          required
          rules={[schemaRule(fields.i18nJson, 'i18nJson', t)]}
        >
          <Input.TextArea
            rows={14}
            className="venus-i18n-bundles__json"
            placeholder={EXAMPLE}
            spellCheck={false}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[schemaRule(fields.remark, 'remark', t)]}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
