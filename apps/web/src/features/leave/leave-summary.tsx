import { Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { AbsenceStatusTag } from './absence-status.tsx';
import { type LeaveRow, type OvertimeRow, useLeave, useOvertime } from './leave-api.ts';

export function LeaveDescriptions({ leave }: { leave: LeaveRow }) {
  const { t } = useTranslation();
  const name =
    currentLanguage() === 'en' && leave.applicantNameEn ? leave.applicantNameEn : leave.applicantName;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'applicant', label: t('leaveUi.applicant'), children: name },
        { key: 'type', label: t('field.leaveType'), children: t(`leave.types.${leave.leaveType}`) },
        {
          key: 'period',
          label: t('leaveUi.period'),
          children: `${leave.start} ${t(`leaveUi.half.${leave.startHalf}`)} – ${leave.end} ${t(`leaveUi.half.${leave.endHalf}`)}`,
        },
        { key: 'days', label: t('leaveUi.days'), children: t('leaveUi.daysValue', { days: leave.days }) },
        { key: 'reason', label: t('field.reason'), children: leave.reason },
        { key: 'status', label: t('field.status'), children: <AbsenceStatusTag status={leave.status} /> },
      ]}
    />
  );
}

export function OvertimeDescriptions({ overtime }: { overtime: OvertimeRow }) {
  const { t } = useTranslation();
  const name =
    currentLanguage() === 'en' && overtime.applicantNameEn
      ? overtime.applicantNameEn
      : overtime.applicantName;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'applicant', label: t('leaveUi.applicant'), children: name },
        { key: 'date', label: t('field.workDate'), children: overtime.workDate },
        {
          key: 'hours',
          label: t('field.hours'),
          children: t('leaveUi.hoursValue', { hours: overtime.hours }),
        },
        {
          key: 'earned',
          label: t('leaveUi.compensatoryEarned'),
          children: t('leaveUi.daysValue', { days: overtime.compensatoryDays }),
        },
        { key: 'reason', label: t('field.reason'), children: overtime.reason },
        { key: 'status', label: t('field.status'), children: <AbsenceStatusTag status={overtime.status} /> },
      ]}
    />
  );
}

/** The request an approver is asked about, shown above the decision buttons in the task centre. */
export function LeaveRecord({ recordId, instanceStatus }: { recordId: string; instanceStatus: string }) {
  // Read again at each state of the approval: after the final approval the drawer's header says
  // 已通过, and the request below it must not still say 审批中 (issue 27 item 12).
  const { data } = useLeave(Number(recordId), instanceStatus);
  return data ? <LeaveDescriptions leave={data} /> : <Spin />;
}

export function OvertimeRecord({ recordId, instanceStatus }: { recordId: string; instanceStatus: string }) {
  const { data } = useOvertime(Number(recordId), instanceStatus);
  return data ? <OvertimeDescriptions overtime={data} /> : <Spin />;
}
