import { LockOutlined, StarFilled } from '@ant-design/icons';
import type { CaseRow } from '@venus/shared';
import { Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { CaseStageTag } from './case-stage-tag.tsx';

const day = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');

/** The case's name in the reader's language, with the marks of a walled or special case. */
export function CaseName({ row, t }: { row: CaseRow; t: TFunction }) {
  return (
    <Space size={4}>
      {row.restricted ? (
        <Tooltip title={t('casesUi.restricted')}>
          <LockOutlined aria-label={t('casesUi.restricted')} className="venus-cases__mark" />
        </Tooltip>
      ) : null}
      {row.special ? (
        <Tooltip title={t('casesUi.special')}>
          <StarFilled
            aria-label={t('casesUi.special')}
            className="venus-cases__mark venus-cases__mark--special"
          />
        </Tooltip>
      ) : null}
      <span>{localName(currentLanguage(), row.nameCn, row.nameEn)}</span>
    </Space>
  );
}

export function caseColumns(t: TFunction): DataColumn<CaseRow>[] {
  return [
    {
      prop: 'number',
      name: t('casesUi.field.number'),
      width: 140,
      sortable: true,
      noHide: true,
      render: (_, row) => row.number ?? <span className="venus-cases__muted">{t('casesUi.noNumber')}</span>,
    },
    {
      prop: 'nameCn',
      name: t('casesUi.field.name'),
      width: 260,
      noHide: true,
      render: (_, row) => <CaseName row={row} t={t} />,
    },
    { prop: 'clientName', name: t('casesUi.field.client'), width: 200 },
    { prop: 'partnerName', name: t('casesUi.field.partner'), width: 110 },
    {
      prop: 'practiceArea',
      name: t('casesUi.field.practiceArea'),
      width: 130,
      render: (_, row) => <DictLabel dictType="hk_practice_area" value={row.practiceArea} />,
    },
    {
      prop: 'projectType',
      name: t('casesUi.field.projectType'),
      width: 110,
      render: (_, row) => <DictLabel dictType="hk_project_type" value={row.projectType} />,
    },
    {
      prop: 'status',
      name: t('casesUi.field.stage'),
      width: 110,
      sortable: true,
      render: (_, row) => <CaseStageTag status={row.status} />,
    },
    {
      prop: 'appliedAt',
      name: t('casesUi.field.appliedAt'),
      width: 120,
      render: (_, row) => day(row.appliedAt),
    },
    {
      prop: 'openedAt',
      name: t('casesUi.field.openedAt'),
      width: 120,
      render: (_, row) => day(row.openedAt),
    },
    {
      prop: 'createdAt',
      name: t('casesUi.field.createdAt'),
      width: 120,
      sortable: true,
      render: (_, row) => day(row.createdAt),
    },
  ];
}
