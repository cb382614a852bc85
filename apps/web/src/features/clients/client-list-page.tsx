import { MergeCellsOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CLIENT_PERMISSIONS,
  CLIENT_STATUSES,
  CLIENT_TYPE,
  type ClientStatus,
  hasPermission,
} from '@venus/shared';
import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { DictSelect, useDictLabel } from '../../components/dict/dict-select.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { clientColumns, clientName } from './client-columns.tsx';
import {
  CLIENT_ADD_PATH,
  clientDetailPath,
  clientEditPath,
  clientMergePath,
  invoiceEditPath,
} from './client-paths.ts';
import { type ClientListKind, type ClientRow, useClientList } from './clients-api.ts';
import './clients.css';
import { Select } from '../../components/select/select.tsx';

interface Filters {
  keyword?: string;
  clientType?: string;
  status?: ClientStatus;
  industry?: string;
}

/** Spec /custom/list (menu 客户列表, hankun:client:list): every client of the firm. */
export function ClientListPage() {
  return <ClientList kind="list" />;
}

/** Spec /clientInfo/myclient: the clients I originate or work on a case of. */
export function MyClientsPage() {
  return <ClientList kind="myList" />;
}

function ClientList({ kind }: { kind: ClientListKind }) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const clientType = useDictLabel('hk_client_type');
  const industry = useDictLabel('hk_industry');
  const country = useDictLabel('hk_country_region');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(
    () => clientColumns(t, language, { clientType, industry, country }),
    [t, language, clientType, industry, country, i18n.language],
  );
  const table = useDataTable<ClientRow>({ tableId: `clients-${kind}`, columns });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(table.toFirstPage);
  const { data, isFetching } = useClientList(kind, { ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'keyword',
      label: t('field.keyword'),
      input: <Input allowClear maxLength={64} placeholder={t('clientsUi.keywordPlaceholder')} />,
    },
    {
      name: 'clientType',
      label: t('field.clientType'),
      input: (
        <Select
          allowClear
          options={Object.values(CLIENT_TYPE).map((value) => ({ value, label: clientType(value) }))}
        />
      ),
    },
    {
      name: 'status',
      label: t('field.status'),
      advanced: true,
      input: (
        <Select
          allowClear
          options={CLIENT_STATUSES.map((status) => ({
            value: status,
            label: t(`clientsUi.status.${status}`),
          }))}
        />
      ),
    },
    {
      name: 'industry',
      label: t('field.industry'),
      advanced: true,
      input: <DictSelect dictType="hk_industry" searchable allowClear />,
    },
  ];

  const rowActions = (row: ClientRow): RowAction[] => [
    {
      key: 'view',
      label: t('clientsUi.view'),
      onClick: () => void navigate(clientDetailPath(clientName(language, row), row.clientId)),
    },
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: !can(CLIENT_PERMISSIONS.edit),
      onClick: () => void navigate(clientEditPath(row.clientId)),
    },
    {
      key: 'invoiceTitles',
      label: t('clientsUi.invoiceTitles'),
      hidden: !can(CLIENT_PERMISSIONS.edit),
      onClick: () => void navigate(invoiceEditPath(row.clientId)),
    },
    {
      key: 'merge',
      label: t('clientsUi.mergeInto'),
      hidden: !can(CLIENT_PERMISSIONS.merge),
      onClick: () => void navigate(clientMergePath(row.clientId)),
    },
  ];

  const toolbar = (
    <>
      {can(CLIENT_PERMISSIONS.add) ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(CLIENT_ADD_PATH)}>
          {t('clientsUi.add')}
        </Button>
      ) : null}
      {can(CLIENT_PERMISSIONS.merge) ? (
        <Button icon={<MergeCellsOutlined />} onClick={() => void navigate(clientMergePath())}>
          {t('clientsUi.merge.title')}
        </Button>
      ) : null}
      {kind === 'list' && can(CLIENT_PERMISSIONS.export) ? (
        <ExportButton
          path="/hankun/client/export"
          filters={filters}
          fileName={t('clientsUi.exportName')}
          total={data?.total ?? 0}
        />
      ) : null}
    </>
  );

  return (
    <div className="venus-clients">
      <ListPage
        title={t(kind === 'list' ? 'clientsUi.listTitle' : 'clientsUi.myTitle')}
        search={<SearchPanel<Filters> form={form} conditions={conditions} onSearch={search} />}
      >
        <DataTable<ClientRow>
          table={table}
          rows={data?.rows}
          total={data?.total ?? 0}
          loading={isFetching}
          rowKey="clientId"
          toolbar={toolbar}
          rowActions={rowActions}
          actionsWidth={220}
          ariaLabel={t(kind === 'list' ? 'clientsUi.listTitle' : 'clientsUi.myTitle')}
        />
      </ListPage>
    </div>
  );
}
