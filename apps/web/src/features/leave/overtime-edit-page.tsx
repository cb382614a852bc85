import { compensatoryDaysFor, overtimeRequestSchema } from '@venus/shared';
import { Alert, App, Button, Card, DatePicker, Form, InputNumber, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { AbsenceFormFooter } from './absence-form-footer.tsx';
import { BalanceCard } from './balance-card.tsx';
import { useAbsenceMutations, useOvertime } from './leave-api.ts';
import { overtimeDetailPath } from './leave-paths.ts';
import './leave.css';

interface Values {
  workDate: Dayjs;
  hours: number;
  reason: string;
  comment?: string;
}

const fields = overtimeRequestSchema.shape;

/** Spec /overtime/overtimeEdit: overtime already worked; once approved it earns compensatory leave. */
export function OvertimeEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const overtimeId = Number(useSearchParams()[0].get('id') ?? 0);
  const amending = useOvertime(overtimeId);
  const [form] = Form.useForm<Values>();
  // Kept-alive tabs can hold two of these forms at once: their field ids must not collide.
  const formName = `leave-${useId()}`;
  const { requestOvertime, amendOvertime } = useAbsenceMutations();
  const hours = Form.useWatch('hours', form);

  useEffect(() => {
    const overtime = amending.data;
    if (overtime) form.setFieldsValue({ ...overtime, workDate: dayjs(overtime.workDate) });
  }, [amending.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const request = {
      workDate: values.workDate.format('YYYY-MM-DD'),
      hours: values.hours,
      reason: values.reason,
    };
    const saved = overtimeId
      ? await amendOvertime.mutateAsync({ overtimeId, request, comment: values.comment ?? '' })
      : await requestOvertime.mutateAsync(request);
    void message.success(t(overtimeId ? 'leaveUi.resubmitted' : 'leaveUi.submitted'));
    form.resetFields();
    void navigate(overtimeDetailPath(t('leaveUi.overtimeDetailTitle'), saved.overtimeId));
  };

  if (overtimeId && amending.isLoading) return <Spin />;
  const notAmendable = overtimeId > 0 && amending.data && amending.data.status !== 'sentBack';

  return (
    <div className="venus-leave">
      <Card
        variant="borderless"
        title={t(overtimeId ? 'leaveUi.overtimeAmendTitle' : 'leaveUi.overtimeTitle')}
        extra={
          <Button type="link" onClick={() => void navigate('/leave/myLeave')}>
            {t('leaveUi.myRecords')}
          </Button>
        }
        className="venus-leave__form"
      >
        {notAmendable ? <Alert type="warning" showIcon title={t('leave.notSentBack')} /> : null}
        <Form<Values> form={form} name={formName} layout="vertical" disabled={Boolean(notAmendable)}>
          <Form.Item
            name="workDate"
            label={t('field.workDate')}
            rules={[{ required: true, message: t('validation.required', { field: t('field.workDate') }) }]}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item
            name="hours"
            label={t('field.hours')}
            rules={[schemaRule(fields.hours, 'hours', t)]}
            extra={hours ? t('leaveUi.earns', { days: compensatoryDaysFor(hours) }) : t('leaveUi.hoursHint')}
          >
            <InputNumber step={0.5} style={{ width: '100%' }} />
          </Form.Item>
          <AbsenceFormFooter
            amending={overtimeId > 0}
            saving={requestOvertime.isPending || amendOvertime.isPending}
            onSubmit={submit}
          />
        </Form>
      </Card>
      <BalanceCard year={dayjs().year()} />
    </div>
  );
}
