import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { AbsenceStatusTag } from './absence-status.tsx';
import type { LeaveRow, OvertimeRow } from './leave-api.ts';

type Applied = { applicantName: string; applicantNameEn: string };

/** Who filed it, for HR's lists; the applicant's own list leaves it out. */
function applicantColumn<T extends Applied>(t: TFunction): DataColumn<T> {
  return {
    prop: 'applicantName',
    name: t('leaveUi.applicant'),
    width: 120,
    noHide: true,
    render: (_, row) => (currentLanguage() === 'en' && row.applicantNameEn) || row.applicantName,
  };
}

function statusColumn<T extends { status: LeaveRow['status'] }>(t: TFunction): DataColumn<T> {
  return {
    prop: 'status',
    name: t('field.status'),
    width: 110,
    render: (_, row) => <AbsenceStatusTag status={row.status} />,
  };
}

export function leaveColumns(t: TFunction, withApplicant: boolean): DataColumn<LeaveRow>[] {
  return [
    ...(withApplicant ? [applicantColumn<LeaveRow>(t)] : []),
    {
      prop: 'leaveType',
      name: t('field.leaveType'),
      width: 120,
      noHide: true,
      render: (_, row) => t(`leave.types.${row.leaveType}`),
    },
    {
      prop: 'start',
      name: t('field.start'),
      width: 150,
      sortable: true,
      render: (_, row) => `${row.start} ${t(`leaveUi.half.${row.startHalf}`)}`,
    },
    {
      prop: 'end',
      name: t('field.end'),
      width: 150,
      render: (_, row) => `${row.end} ${t(`leaveUi.half.${row.endHalf}`)}`,
    },
    { prop: 'days', name: t('leaveUi.days'), width: 80 },
    { prop: 'reason', name: t('field.reason'), width: 220 },
    statusColumn<LeaveRow>(t),
  ];
}

export function overtimeColumns(t: TFunction, withApplicant: boolean): DataColumn<OvertimeRow>[] {
  return [
    ...(withApplicant ? [applicantColumn<OvertimeRow>(t)] : []),
    { prop: 'workDate', name: t('field.workDate'), width: 130, sortable: true, noHide: true },
    { prop: 'hours', name: t('field.hours'), width: 90 },
    { prop: 'compensatoryDays', name: t('leaveUi.compensatoryEarned'), width: 140 },
    { prop: 'reason', name: t('field.reason'), width: 240 },
    statusColumn<OvertimeRow>(t),
  ];
}
