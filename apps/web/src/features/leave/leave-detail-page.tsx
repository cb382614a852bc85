import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AbsenceDetail } from './absence-detail.tsx';
import { useLeave, useOvertime } from './leave-api.ts';
import { leaveAmendPath, overtimeAmendPath } from './leave-paths.ts';
import { LeaveDescriptions, OvertimeDescriptions } from './leave-summary.tsx';
import './leave.css';

const idOf = (params: URLSearchParams) => Number(params.get('id') ?? 0);

/** Spec /leave/leaveDetail/:title (task code 31000). */
export function LeaveDetailPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useLeave(idOf(useSearchParams()[0]));
  if (isLoading) return <Spin />;
  if (isError || !data) return <Result status="404" title={t('leave.notFound')} />;
  return (
    <AbsenceDetail
      title={t('leaveUi.detailTitle')}
      record={data}
      description={<LeaveDescriptions leave={data} />}
      amendPath={leaveAmendPath(data.leaveId)}
    />
  );
}

/** Spec /overtime/overtimeDetail/:title (task code 31003). */
export function OvertimeDetailPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useOvertime(idOf(useSearchParams()[0]));
  if (isLoading) return <Spin />;
  if (isError || !data) return <Result status="404" title={t('overtime.notFound')} />;
  return (
    <AbsenceDetail
      title={t('leaveUi.overtimeDetailTitle')}
      record={data}
      description={<OvertimeDescriptions overtime={data} />}
      amendPath={overtimeAmendPath(data.overtimeId)}
    />
  );
}
