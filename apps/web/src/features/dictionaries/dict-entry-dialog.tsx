import { type DictDataInput, dictDataSchema } from '@venus/shared';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';

import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { dictStatusOptions } from './dict-status.tsx';
import type { DictDataRow } from './dictionaries-api.ts';

type Values = Pick<
  DictDataRow,
  'dictLabel' | 'dictLabelEn' | 'dictValue' | 'dictSort' | 'isDefault' | 'status' | 'remark'
>;
const fields = dictDataSchema.shape;
const NEW_OPTION: Partial<Values> = { isDefault: 'N', status: '0', remark: '', dictLabelEn: '' };

interface DictEntryDialogProps {
  dictType: string;
  editing: DictDataRow | null | undefined;
  saving: boolean;
  onSave: (input: DictDataInput & { dictCode?: number }) => void;
  onClose: () => void;
}

/**
 * Adds or edits one option of a dictionary. Value and order may be left empty on add: the server
 * then takes the largest numeric value + 1 and the last place (spec §5 Dictionary).
 */
export function DictEntryDialog({ dictType, editing, saving, onSave, onClose }: DictEntryDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  useFormOnOpen(form, open, editing ?? NEW_OPTION);

  const submit = async () => {
    const values = await form.validateFields();
    const input = dictDataSchema.parse({
      ...values,
      dictType,
      dictValue: values.dictValue?.trim() || undefined,
      dictSort: values.dictSort ?? undefined,
    });
    // An edit keeps the value and the place it had unless they were changed.
    if (editing) {
      onSave({
        ...input,
        dictValue: input.dictValue ?? editing.dictValue,
        dictSort: input.dictSort ?? editing.dictSort,
        dictCode: editing.dictCode,
      });
    } else onSave(input);
  };

  return (
    <VenusDialog
      open={open}
      title={
        editing
          ? t('dictionariesAdmin.editEntry', { label: editing.dictLabel })
          : t('dictionariesAdmin.addEntry')
      }
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="dictEntry">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="dictLabel"
              label={t('dictionariesAdmin.label')}
              required
              rules={[schemaRule(fields.dictLabel, 'dictLabel', t)]}
            >
              <Input count={{ max: 100 }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="dictLabelEn"
              label={t('dictionariesAdmin.labelEn')}
              rules={[schemaRule(fields.dictLabelEn, 'dictLabelEn', t)]}
            >
              <Input count={{ max: 200 }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="dictValue"
              label={t('dictionariesAdmin.value')}
              rules={[schemaRule(fields.dictValue, 'dictValue', t)]}
              extra={editing ? undefined : t('dictionariesAdmin.valueHelp')}
            >
              <Input count={{ max: 100 }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="dictSort"
              label={t('dictionariesAdmin.sort')}
              rules={[schemaRule(fields.dictSort, 'dictSort', t)]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isDefault" label={t('dictionariesAdmin.isDefault')}>
          <Radio.Group
            options={[
              { value: 'Y', label: t('systemConfig.builtinYes') },
              { value: 'N', label: t('systemConfig.builtinNo') },
            ]}
          />
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
