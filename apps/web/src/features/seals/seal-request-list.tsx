import { PlusOutlined } from '@ant-design/icons';
import {
  SEAL_PERMISSIONS,
  SEAL_REQUEST_KINDS,
  SEAL_REQUEST_STATUSES,
  type SealRequestKind,
  type SealRequestRow,
  type SealRequestStatus,
} from '@venus/shared';
import { Button, Form, Input, Result, Tabs, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { SealRequestStatusTag } from './seal-tags.tsx';
import { type SealListKind, sealDetailPath, useSealRequests } from './seals-api.ts';

interface Filters {
  purpose?: string;
  kind?: SealRequestKind;
  status?: SealRequestStatus;
}

/** 用印管理 › 我的用印 (hk:seal:list): my requests, and those waiting on the seals I keep. */
export function MySealRequestsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SealListKind>('mine');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as SealListKind)}
      items={[
        { key: 'mine', label: t('sealsUi.myTitle'), children: <SealRequestList kind="mine" /> },
        {
          key: 'custodian',
          label: t('sealsUi.custodyTitle'),
          children: <SealRequestList kind="custodian" />,
        },
      ]}
    />
  );
}

/** 用印管理 › 用印台账 (hk:seal:listAll): every submitted request within the walls. */
export function SealLedgerPage() {
  const { t } = useTranslation();
  if (!useHasPermission(SEAL_PERMISSIONS.listAll))
    return <Result status="403" title={t('result.unauthorized')} />;
  return <SealRequestList kind="all" />;
}

function conditions(t: TFunction): SearchCondition[] {
  return [
    { name: 'purpose', label: t('sealsUi.field.purpose'), input: <Input allowClear maxLength={100} /> },
    {
      name: 'kind',
      label: t('sealsUi.field.kind'),
      input: (
        <Select
          allowClear
          options={SEAL_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`sealsUi.kind.${kind}`) }))}
        />
      ),
    },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={SEAL_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`sealsUi.status.${status}`),
          }))}
        />
      ),
    },
  ];
}

function columns(t: TFunction, withApplicant: boolean): DataColumn<SealRequestRow>[] {
  const label = (key: string) => t(`sealsUi.field.${key}`);
  return [
    { prop: 'requestId', name: label('requestId'), width: 80, noHide: true },
    { prop: 'purpose', name: label('purpose'), width: 220, noHide: true },
    { prop: 'kind', name: label('kind'), width: 110, render: (_, row) => t(`sealsUi.kind.${row.kind}`) },
    { prop: 'sealName', name: label('seal'), width: 160 },
    ...(withApplicant
      ? [
          {
            prop: 'applicant' as const,
            name: label('applicant'),
            width: 100,
            render: (_: unknown, row: SealRequestRow) => row.applicant.name,
          },
        ]
      : []),
    { prop: 'caseName', name: label('case'), width: 180, render: (_, row) => row.caseName || '—' },
    {
      prop: 'copies',
      name: label('copies'),
      width: 90,
      align: 'right',
      render: (_, row) => (row.kind === 'lend' ? '—' : row.copies),
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 130,
      noHide: true,
      render: (_, row) => (
        <>
          <SealRequestStatusTag status={row.status} />
          {row.isOverdue ? <Tag color="error">{t('sealsUi.overdue')}</Tag> : null}
        </>
      ),
    },
    {
      prop: 'createdAt',
      name: label('createdAt'),
      width: 120,
      sortable: true,
      render: (_, row) => row.createdAt.slice(0, 10),
    },
  ];
}

function SealRequestList({ kind }: { kind: SealListKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mayAdd = useHasPermission(SEAL_PERMISSIONS.add);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const cols = useMemo(() => columns(t, kind !== 'mine'), [t, kind, i18n.language]);
  const table = useDataTable<SealRequestRow>({ tableId: `seal-requests-${kind}`, columns: cols });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(table.toFirstPage);
  const { data, isFetching } = useSealRequests(kind, { ...filters, ...table.query }, table.ready);
  const title = t(`sealsUi.listTitle.${kind}`);
  const rowActions = (row: SealRequestRow): RowAction[] => [
    {
      key: 'view',
      label: t('sealsUi.view'),
      onClick: () => void navigate(sealDetailPath(row.purpose, row.requestId)),
    },
  ];
  const toolbar =
    kind === 'mine' && mayAdd ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/v2/seal/edit')}>
        {t('sealsUi.add')}
      </Button>
    ) : null;
  return (
    <div className="venus-seals" data-list={kind}>
      <ListPage
        title={title}
        search={<SearchPanel<Filters> form={form} conditions={conditions(t)} onSearch={search} />}
      >
        <DataTable<SealRequestRow>
          table={table}
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          rowKey="requestId"
          toolbar={toolbar}
          rowActions={rowActions}
          actionsWidth={90}
          ariaLabel={title}
        />
      </ListPage>
    </div>
  );
}
