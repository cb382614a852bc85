import { Form, Input, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { type TimeoutLogFilters, type TimeoutLogRow, useTimeoutLogs } from './timeout-log-api.ts';
import './monitor.css';
import { Select } from '../../components/select/select.tsx';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Calls that timed out in someone's browser: which path, how, for whom, when. */
export function TimeoutLogPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<TimeoutLogFilters>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<TimeoutLogRow>[]>(
    () => [
      {
        prop: 'createdAt',
        name: t('timeoutLog.createdAt'),
        width: 180,
        noHide: true,
        render: (value) => formatDateTime(value as string),
      },
      { prop: 'userName', name: t('timeoutLog.userName'), width: 140 },
      {
        prop: 'method',
        name: t('field.method'),
        width: 100,
        render: (method) => <Tag>{String(method)}</Tag>,
      },
      {
        prop: 'url',
        name: t('field.url'),
        width: 420,
        render: (url) => <span className="venus-mono">{String(url)}</span>,
      },
    ],
    [t, i18n.language],
  );
  const table = useDataTable<TimeoutLogRow>({ tableId: 'monitor-timeout-log', columns });
  const { filters, search } = useSearchFilters<TimeoutLogFilters>(table.toFirstPage);
  const { data, isFetching } = useTimeoutLogs({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'userName',
      label: t('timeoutLog.userName'),
      input: <Input allowClear maxLength={64} placeholder={t('timeoutLog.userNamePlaceholder')} />,
    },
    {
      name: 'url',
      label: t('field.url'),
      input: <Input allowClear maxLength={500} placeholder={t('timeoutLog.urlPlaceholder')} />,
    },
    {
      name: 'method',
      label: t('field.method'),
      input: (
        <Select
          allowClear
          placeholder={t('timeoutLog.methodPlaceholder')}
          options={METHODS.map((method) => ({ value: method, label: method }))}
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t('timeoutLog.title')}
      search={<SearchPanel<TimeoutLogFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<TimeoutLogRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="id"
        ariaLabel={t('timeoutLog.title')}
      />
    </ListPage>
  );
}
