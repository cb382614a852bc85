import type { Language } from '@venus/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import type { UserTaskRow } from './approvals-api.ts';

const TASK_STATUS_COLOURS: Record<string, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  sentBack: 'warning',
  transferred: 'purple',
  cancelled: 'default',
};

const when = (value: unknown) => (value ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : '');

export function taskColumns(t: TFunction, language: Language): DataColumn<UserTaskRow>[] {
  return [
    { prop: 'title', name: t('approvalsUi.column.title'), width: 260, noHide: true, ellipsis: true },
    {
      prop: 'stepName',
      name: t('approvalsUi.column.step'),
      width: 160,
      render: (_value, row) => (language === 'en' && row.stepNameEn ? row.stepNameEn : row.stepName),
    },
    { prop: 'applicantName', name: t('approvalsUi.column.applicant'), width: 110 },
    { prop: 'taskCode', name: t('approvalsUi.column.taskCode'), width: 100, sortable: true },
    { prop: 'createdAt', name: t('approvalsUi.column.receivedAt'), width: 150, sortable: true, render: when },
    { prop: 'actedAt', name: t('approvalsUi.column.actedAt'), width: 150, render: when },
    {
      prop: 'status',
      name: t('field.status'),
      width: 100,
      render: (value) => (
        <Tag color={TASK_STATUS_COLOURS[String(value)]}>{t(`approvalsUi.taskStatus.${String(value)}`)}</Tag>
      ),
    },
    { prop: 'comment', name: t('approvalsUi.comment'), width: 200, ellipsis: true },
  ];
}
