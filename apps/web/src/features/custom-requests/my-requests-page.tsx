import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOM_REQUEST_STATUSES, type CustomRequestStatus } from '@venus/shared';
import { Button, Dropdown, Form, Input, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { amendRequestPath, fileRequestPath, viewRequestPath } from './custom-request-paths.ts';
import { type CustomRequestRow, useCustomRequests, useFilingForms } from './custom-requests-api.ts';
import { RequestStatusTag } from './request-status-tag.tsx';

interface Filters {
  formId?: number;
  status?: CustomRequestStatus;
  keyword?: string;
}

/** 申请中心 › 我的申请 (spec /simpleForm list): what I filed, and a new request on any enabled form. */
export function MyRequestsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const forms = useFilingForms();
  const formName = (form: { name: string; nameEn: string }) =>
    language === 'en' && form.nameEn ? form.nameEn : form.name;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<CustomRequestRow>[]>(
    () => [
      { prop: 'title', name: t('customRequestsUi.requestTitle'), width: 240, noHide: true },
      {
        prop: 'formName',
        name: t('customRequestsUi.form'),
        width: 140,
        render: (_v, row) => formName({ name: row.formName, nameEn: row.formNameEn }),
      },
      {
        prop: 'status',
        name: t('field.status'),
        width: 100,
        render: (_v, row) => <RequestStatusTag status={row.status} />,
      },
      {
        prop: 'updatedAt',
        name: t('customRequestsUi.updatedAt'),
        width: 150,
        sortable: true,
        render: (value) => dayjs(String(value)).format('YYYY-MM-DD HH:mm'),
      },
    ],
    [t, language, i18n.language],
  );
  const table = useDataTable<CustomRequestRow>({ tableId: 'simple-form-mine', columns });
  const [form] = Form.useForm<Filters>();
  const { filters, search } = useSearchFilters<Filters>(table.toFirstPage);
  const { data, isFetching } = useCustomRequests({ ...filters, scope: 'mine', ...table.query }, table.ready);

  const formOptions = (forms.data ?? []).map((row) => ({ value: row.formId, label: formName(row) }));
  const conditions: SearchCondition[] = [
    {
      name: 'keyword',
      label: t('customRequestsUi.requestTitle'),
      input: <Input allowClear maxLength={64} />,
    },
    { name: 'formId', label: t('customRequestsUi.form'), input: <Select allowClear options={formOptions} /> },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={CUSTOM_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`customRequestsUi.status.${status}`),
          }))}
        />
      ),
    },
  ];

  const rowActions = (row: CustomRequestRow): RowAction[] => [
    {
      key: 'view',
      label: t('approvalsUi.view'),
      onClick: () => void navigate(viewRequestPath(row.requestId)),
    },
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: row.status !== 'draft' && row.status !== 'sentBack',
      onClick: () => void navigate(amendRequestPath(row.requestId)),
    },
  ];

  // With no enabled form, or none whose workflow is set, nothing can be filed: say why.
  const toolbar =
    forms.isSuccess && formOptions.length === 0 ? (
      <Tooltip title={t('customRequestsUi.noForms')}>
        <Button type="primary" icon={<PlusOutlined />} disabled data-testid="new-request-unavailable">
          {t('customRequestsUi.newRequest')} <DownOutlined />
        </Button>
      </Tooltip>
    ) : (
      <Dropdown
        trigger={['click']}
        disabled={formOptions.length === 0}
        menu={{
          items: formOptions.map((option) => ({ key: String(option.value), label: option.label })),
          onClick: ({ key }) => void navigate(fileRequestPath(Number(key))),
        }}
      >
        <Button type="primary" icon={<PlusOutlined />}>
          {t('customRequestsUi.newRequest')} <DownOutlined />
        </Button>
      </Dropdown>
    );

  return (
    <ListPage
      title={t('customRequestsUi.myTitle')}
      search={<SearchPanel<Filters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<CustomRequestRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="requestId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={120}
        ariaLabel={t('customRequestsUi.myTitle')}
      />
    </ListPage>
  );
}
