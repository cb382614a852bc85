import { VERSION_LIMITS, versionSchema } from '@venus/shared';
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../components/form/zod-rule.ts';
import type { VersionForm, VersionRow } from './versions-api.ts';

interface VersionFormDialogProps {
  /** The version edited, `null` to add one, `undefined` when closed. */
  editing: VersionRow | null | undefined;
  saving: boolean;
  onSave: (input: VersionForm) => void;
  onClose: () => void;
}

const fields = versionSchema.shape;

/** Adds or edits one release: its number, whether it is out, and what changed. */
export function VersionFormDialog({ editing, saving, onSave, onClose }: VersionFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VersionForm>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ver: editing.ver, content: editing.content, status: editing.status });
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    onSave(editing ? { ...values, versionId: editing.versionId } : values);
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'versions.edit' : 'versions.add')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="version-form" layout="vertical" initialValues={{ status: '0', content: '' }}>
        <Form.Item name="ver" label={t('field.ver')} required rules={[schemaRule(fields.ver, 'ver', t)]}>
          <Input maxLength={VERSION_LIMITS.ver} placeholder={t('versions.verPlaceholder')} />
        </Form.Item>
        <Form.Item name="status" label={t('versions.status')}>
          <Radio.Group
            options={[
              { value: '0', label: t('versions.released') },
              { value: '1', label: t('versions.withdrawn') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('field.content')}
          rules={[schemaRule(fields.content, 'content', t)]}
        >
          <Input.TextArea
            rows={6}
            maxLength={VERSION_LIMITS.content}
            showCount
            placeholder={t('versions.contentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
