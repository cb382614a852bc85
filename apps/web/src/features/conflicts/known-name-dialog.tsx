import { knownNameSchema } from '@venus/shared';
import { Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { issueText, schemaRule } from '../../components/form/zod-rule.ts';
import type { KnownNameRow } from './known-names-api.ts';

/** The form keeps names one a line: company names carry commas (Co., Ltd.), never line breaks. */
interface Values {
  names: string;
  formerNames: string;
  remark: string;
}
const fields = knownNameSchema.shape;
const EMPTY: Values = { names: '', formerNames: '', remark: '' };

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const linesRule = (schema: typeof fields.names | typeof fields.formerNames, field: string, t: TFunction) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const result = schema.safeParse(lines(value));
    const [issue] = result.success ? [] : result.error.issues;
    if (issue) throw new Error(issueText(issue, field, t));
  },
});

interface KnownNameDialogProps {
  editing: KnownNameRow | null | undefined;
  saving: boolean;
  onSave: (input: { names: string[]; formerNames: string[]; remark: string; knownNameId?: number }) => void;
  onClose: () => void;
}

/** Adds or edits one company of the dictionary: every name it goes by, one a line. */
export function KnownNameDialog({ editing, saving, onSave, onClose }: KnownNameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  useFormOnOpen(
    form,
    open,
    editing
      ? {
          names: editing.names.join('\n'),
          formerNames: editing.formerNames.join('\n'),
          remark: editing.remark,
        }
      : EMPTY,
  );

  const submit = async () => {
    const values = await form.validateFields();
    const parsed = knownNameSchema.safeParse({
      names: lines(values.names),
      formerNames: lines(values.formerNames),
      remark: values.remark ?? '',
    });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      form.setFields([{ name: 'names', errors: issue ? [issueText(issue, 'names', t)] : [] }]);
      return;
    }
    onSave(editing ? { ...parsed.data, knownNameId: editing.knownNameId } : parsed.data);
  };

  return (
    <VenusDialog
      open={open}
      title={editing ? t('knownNamesAdmin.edit', { name: editing.names[0] }) : t('knownNamesAdmin.add')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="knownName">
        <Form.Item
          name="names"
          label={t('knownNamesAdmin.names')}
          required
          extra={t('knownNamesAdmin.namesHelp')}
          rules={[linesRule(fields.names, 'names', t)]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item
          name="formerNames"
          label={t('knownNamesAdmin.formerNames')}
          extra={t('knownNamesAdmin.formerNamesHelp')}
          rules={[linesRule(fields.formerNames, 'formerNames', t)]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[schemaRule(fields.remark, 'remark', t)]}>
          <Input.TextArea rows={2} count={{ max: 500 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
