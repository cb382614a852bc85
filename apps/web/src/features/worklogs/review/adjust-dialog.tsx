import { type WorklogView, worklogAdjustSchema } from '@venus/shared';
import { Checkbox, Form, Input } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../../components/form/use-form-on-open.ts';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { schemaRule } from '../../../components/form/zod-rule.ts';
import { normalisedHours } from '../entry/entry-values.ts';
import { HoursInput } from '../entry/hours-input.tsx';
import { useWorklogMutations } from '../worklogs-api.ts';

interface AdjustValues {
  hours: string;
  billable: boolean;
  narrative: string;
  reason: string;
}

const fields = worklogAdjustSchema.shape;

/** The partner changes one entry's hours, billability or narrative, always saying why. */
export function AdjustDialog({ entry, onClose }: { entry: WorklogView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdjustValues>();
  const formName = `worklog-adjust-${useId()}`;
  const { adjust } = useWorklogMutations();
  const values = useMemo(
    () =>
      entry
        ? { hours: entry.hours, billable: entry.billable, narrative: entry.narrative, reason: '' }
        : undefined,
    [entry],
  );
  useFormOnOpen(form, entry !== null, values);

  const submit = useFormSubmit(form);
  const save = async () => {
    if (!entry) return;
    await submit(
      (typed) =>
        adjust.mutateAsync({
          worklogId: entry.worklogId,
          hours: normalisedHours(typed.hours) ?? typed.hours,
          billable: typed.billable,
          narrative: typed.narrative.trim(),
          reason: typed.reason.trim(),
        }),
      t('worklog.review.adjusted'),
      onClose,
    );
  };

  return (
    <VenusDialog
      open={entry !== null}
      title={t('worklog.review.adjustTitle', { name: entry?.userName ?? '', date: entry?.workDate ?? '' })}
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={adjust.isPending}
      maskClosable={false}
    >
      <Form<AdjustValues> form={form} name={formName} layout="vertical">
        <Form.Item
          name="hours"
          label={t('worklog.entry.field.hours')}
          rules={[schemaRule(fields.hours, 'hours', t)]}
          extra={entry ? t('worklog.review.wasHours', { hours: entry.originalHours ?? entry.hours }) : null}
        >
          <HoursInput aria-label={t('worklog.entry.field.hours')} />
        </Form.Item>
        <Form.Item name="billable" valuePropName="checked">
          <Checkbox>{t('worklog.entry.billableHint')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="narrative"
          label={t('worklog.entry.field.narrative')}
          rules={[schemaRule(fields.narrative, 'narrative', t)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('worklog.review.reason')}
          required
          rules={[schemaRule(fields.reason, 'reason', t)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
