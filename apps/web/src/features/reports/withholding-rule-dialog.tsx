import { WITHHOLDING_KINDS, type WithholdingRule, withholdingRuleInputSchema } from '@venus/shared';
import { Alert, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { Select } from '../../components/select/select.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useWithholdingRuleMutations } from './withholding-api.ts';
import { figureLabel } from './withholding-columns.tsx';

interface RuleValues {
  kind: string;
  partnerId: number | null;
  rate: number | null;
  fromMonth: string | null;
  toMonth: string | null;
  remark: string;
}

const fields = withholdingRuleInputSchema.shape;
const INPUTS = new Set(['kind', 'partnerId', 'rate', 'fromMonth', 'toMonth', 'remark']);
/** A month picker's value as the API writes a month, YYYY-MM. */
const monthField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(`${value}-01`) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM') : null),
};

/**
 * Adds a withholding rule or changes one (finance, decision 0051): the kind, the partner it is
 * for (none: the whole firm), the rate and the months it holds. A rule overlapping another of the
 * same kind and partner is refused by the server, which says which months clash.
 */
export function WithholdingRuleDialog({
  editing,
  onClose,
}: {
  /** The rule changed, `null` for a new one. */
  editing: WithholdingRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const { save } = useWithholdingRuleMutations();
  const label = (key: string) => t(`withholdingView.rule.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('validation.required', { field: label(key) }),
  });
  useFormOnOpen(
    form,
    true,
    editing
      ? { ...editing, rate: Number(editing.rate) }
      : {
          kind: 'management',
          partnerId: null,
          rate: null,
          fromMonth: dayjs().format('YYYY-MM'),
          toMonth: null,
          remark: '',
        },
  );

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields();
    const input = {
      kind: values.kind as (typeof WITHHOLDING_KINDS)[number],
      partnerId: values.partnerId ?? null,
      rate: values.rate === null ? '' : String(values.rate),
      fromMonth: values.fromMonth ?? '',
      toMonth: values.toMonth ?? null,
      remark: values.remark ?? '',
    };
    try {
      await save.mutateAsync(editing ? { ...input, ruleId: editing.ruleId } : input);
      onClose();
    } catch (error) {
      const problem = refusalOnForm(form, error, { inputs: INPUTS });
      if (problem) setProblem(problem);
    }
  };

  return (
    <VenusDialog
      open
      title={editing ? label('editTitle') : label('addTitle')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      maskClosable={false}
    >
      <Form<RuleValues>
        form={form}
        name="withholding-rule"
        layout="vertical"
        data-testid="withholding-rule-form"
      >
        {problem ? (
          <Alert type="error" showIcon title={problem} className="venus-withholding__problem" />
        ) : null}
        <Form.Item name="kind" label={label('kind')} required rules={[schemaRule(fields.kind, 'kind', t)]}>
          <Select
            aria-label={label('kind')}
            options={WITHHOLDING_KINDS.map((kind) => ({ value: kind, label: figureLabel(t, kind) }))}
          />
        </Form.Item>
        <Form.Item name="partnerId" label={label('partner')} extra={label('partnerHint')}>
          <UserPicker filters={{ categorys: 'partner' }} allowClear aria-label={label('partner')} />
        </Form.Item>
        <Form.Item
          name="rate"
          label={label('rate')}
          required
          validateFirst
          rules={[required('rate'), schemaRule(fields.rate, 'rate', t)]}
        >
          <InputNumber
            min={0}
            max={100}
            step={1}
            suffix="%"
            style={{ width: '100%' }}
            aria-label={label('rate')}
          />
        </Form.Item>
        <Form.Item
          name="fromMonth"
          label={label('fromMonth')}
          required
          validateFirst
          rules={[required('fromMonth'), schemaRule(fields.fromMonth, 'fromMonth', t)]}
          {...monthField}
        >
          <DatePicker picker="month" style={{ width: '100%' }} aria-label={label('fromMonth')} />
        </Form.Item>
        <Form.Item name="toMonth" label={label('toMonth')} extra={label('toMonthHint')} {...monthField}>
          <DatePicker picker="month" style={{ width: '100%' }} aria-label={label('toMonth')} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')} rules={[schemaRule(fields.remark, 'remark', t)]}>
          <Input.TextArea rows={2} count={{ max: 200 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
