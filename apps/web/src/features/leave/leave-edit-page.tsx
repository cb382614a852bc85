import {
  checkLeavePeriod,
  HALF_DAYS,
  type HalfDay,
  LEAVE_TYPES,
  type LeaveType,
  leaveRequestSchema,
} from '@venus/shared';
import { Alert, App, Button, Card, DatePicker, Form, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AbsenceFormFooter } from './absence-form-footer.tsx';
import { BalanceCard } from './balance-card.tsx';
import { useAbsenceMutations, useLeave, useLeaveDays } from './leave-api.ts';
import { leaveDetailPath } from './leave-paths.ts';
import './leave.css';
import { Select } from '../../components/select/select.tsx';

interface Values {
  leaveType: LeaveType;
  start: Dayjs;
  startHalf: HalfDay;
  end: Dayjs;
  endHalf: HalfDay;
  reason: string;
  comment?: string;
}

const _fields = leaveRequestSchema.shape;
const iso = (day: Dayjs | undefined) => day?.format('YYYY-MM-DD') ?? '';

/**
 * Spec /leave/leaveEdit: a new leave request, or (with `?id=`) the amendment of one that was sent
 * back. The working days it takes are counted by the server on the firm's calendar as dates change.
 */
export function LeaveEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const leaveId = Number(useSearchParams()[0].get('id') ?? 0);
  const amending = useLeave(leaveId);
  const [form] = Form.useForm<Values>();
  // Kept-alive tabs can hold two of these forms at once: their field ids must not collide.
  const formName = `leave-${useId()}`;
  const { requestLeave, amendLeave } = useAbsenceMutations();

  useEffect(() => {
    const leave = amending.data;
    if (!leave) return;
    form.setFieldsValue({ ...leave, start: dayjs(leave.start), end: dayjs(leave.end) });
  }, [amending.data, form]);

  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const period =
    watched?.start && watched.end && watched.startHalf && watched.endHalf
      ? {
          start: iso(watched.start),
          startHalf: watched.startHalf,
          end: iso(watched.end),
          endHalf: watched.endHalf,
        }
      : null;
  const days = useLeaveDays(period && !checkLeavePeriod(period) ? period : null);
  const year = watched?.start?.year() ?? dayjs().year();

  const submit = async () => {
    const values = await form.validateFields();
    const request = {
      leaveType: values.leaveType,
      start: iso(values.start),
      startHalf: values.startHalf,
      end: iso(values.end),
      endHalf: values.endHalf,
      reason: values.reason,
    };
    const saved = leaveId
      ? await amendLeave.mutateAsync({ leaveId, request, comment: values.comment ?? '' })
      : await requestLeave.mutateAsync(request);
    void message.success(t(leaveId ? 'leaveUi.resubmitted' : 'leaveUi.submitted'));
    // The tab stays alive: coming back to it must start a new request, not show the sent one.
    form.resetFields();
    void navigate(leaveDetailPath(t('leaveUi.detailTitle'), saved.leaveId));
  };

  if (leaveId && amending.isLoading) return <Spin />;
  const notAmendable = leaveId > 0 && amending.data && amending.data.status !== 'sentBack';
  const halfOptions = HALF_DAYS.map((half) => ({ value: half, label: t(`leaveUi.half.${half}`) }));

  return (
    <div className="venus-leave">
      <Card
        variant="borderless"
        title={t(leaveId ? 'leaveUi.amendTitle' : 'leaveUi.requestTitle')}
        extra={
          <Button type="link" onClick={() => void navigate('/leave/myLeave')}>
            {t('leaveUi.myRecords')}
          </Button>
        }
        className="venus-leave__form"
      >
        {notAmendable ? <Alert type="warning" showIcon title={t('leave.notSentBack')} /> : null}
        <Form<Values>
          form={form}
          name={formName}
          layout="vertical"
          initialValues={{ leaveType: 'annual', startHalf: 'am', endHalf: 'pm' }}
          disabled={Boolean(notAmendable)}
        >
          <Form.Item name="leaveType" label={t('field.leaveType')} rules={[{ required: true }]}>
            <Select options={LEAVE_TYPES.map((type) => ({ value: type, label: t(`leave.types.${type}`) }))} />
          </Form.Item>
          <Space.Compact block>
            <Form.Item
              name="start"
              label={t('field.start')}
              rules={[{ required: true, message: t('validation.required', { field: t('field.start') }) }]}
              className="venus-leave__date"
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="startHalf" label={t('field.startHalf')} className="venus-leave__half">
              <Select options={halfOptions} />
            </Form.Item>
          </Space.Compact>
          <Space.Compact block>
            <Form.Item
              name="end"
              label={t('field.end')}
              dependencies={['start', 'startHalf', 'endHalf']}
              className="venus-leave__date"
              rules={[
                { required: true, message: t('validation.required', { field: t('field.end') }) },
                ({ getFieldsValue }) => ({
                  validator: async () => {
                    const v = getFieldsValue() as Values;
                    if (!v.start || !v.end) return;
                    const problem = checkLeavePeriod({
                      start: iso(v.start),
                      startHalf: v.startHalf,
                      end: iso(v.end),
                      endHalf: v.endHalf,
                    });
                    if (problem) throw new Error(t(problem));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="endHalf" label={t('field.endHalf')} className="venus-leave__half">
              <Select options={halfOptions} />
            </Form.Item>
          </Space.Compact>
          <div className="venus-leave__days" aria-live="polite">
            {days.data !== undefined && period
              ? t('leaveUi.daysTaken', { days: days.data })
              : t('leaveUi.daysHint')}
          </div>
          <AbsenceFormFooter
            amending={leaveId > 0}
            saving={requestLeave.isPending || amendLeave.isPending}
            onSubmit={submit}
          />
        </Form>
      </Card>
      <BalanceCard year={year} />
    </div>
  );
}
