import { dictTypeSchema } from '@venus/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { dictStatusOptions } from './dict-status.tsx';
import type { DictTypeRow } from './dictionaries-api.ts';

type Values = Pick<DictTypeRow, 'dictName' | 'dictNameEn' | 'dictType' | 'status' | 'remark'>;
const fields = dictTypeSchema.shape;
const NEW_DICTIONARY: Partial<Values> = { status: '0', remark: '' };

interface DictTypeDialogProps {
  editing: DictTypeRow | null | undefined;
  saving: boolean;
  onSave: (input: Values & { dictId?: number }) => void;
  onClose: () => void;
}

/** Adds or edits a dictionary; its code names it in the product and is fixed once it has entries. */
export function DictTypeDialog({ editing, saving, onSave, onClose }: DictTypeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  useFormOnOpen(form, open, editing ?? NEW_DICTIONARY);

  const submit = async () => {
    const input = dictTypeSchema.parse(await form.validateFields());
    onSave(editing ? { ...input, dictId: editing.dictId } : input);
  };

  return (
    <VenusDialog
      open={open}
      title={
        editing ? t('dictionariesAdmin.editType', { name: editing.dictName }) : t('dictionariesAdmin.addType')
      }
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="dictType">
        <Form.Item
          name="dictName"
          label={t('dictionariesAdmin.dictName')}
          required
          rules={[schemaRule(fields.dictName, 'dictName', t)]}
        >
          <Input count={{ max: 100 }} />
        </Form.Item>
        <Form.Item
          name="dictNameEn"
          label={t('dictionariesAdmin.dictNameEn')}
          rules={[schemaRule(fields.dictNameEn, 'dictNameEn', t)]}
        >
          <Input count={{ max: 100 }} />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={t('dictionariesAdmin.dictType')}
          required
          rules={[schemaRule(fields.dictType, 'dictType', t)]}
          extra={t('dictionariesAdmin.dictTypeHelp')}
        >
          <Input count={{ max: 100 }} />
        </Form.Item>
        <Form.Item name="status" label={t('field.status')}>
          <Radio.Group options={dictStatusOptions(t)} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[schemaRule(fields.remark, 'remark', t)]}>
          <Input.TextArea rows={2} count={{ max: 500 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
