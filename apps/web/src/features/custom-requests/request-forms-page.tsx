import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { addFormPath, editFormPath, testFormPath, viewFormPath } from './custom-request-paths.ts';
import { type RequestForm, useCustomRequestMutations, useRequestForms } from './custom-requests-api.ts';

/**
 * 系统管理 › 申请表单 (spec /dataForm): the request forms staff file custom requests on, each
 * with the workflow bound to its business type `custom:<key>` in the workflow designer.
 */
export function RequestFormsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const language = currentLanguage();
  const mayAdd = useHasPermission('dataForm:form:add');
  const mayEdit = useHasPermission('dataForm:form:edit');
  const mayRemove = useHasPermission('dataForm:form:remove');
  const [search] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useRequestForms();
  const { removeForm } = useCustomRequestMutations();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<RequestForm>[]>(
    () => [
      {
        prop: 'name',
        name: t('customRequestsUi.formName'),
        width: 180,
        noHide: true,
        render: (_value, row) => (language === 'en' && row.nameEn ? row.nameEn : row.name),
      },
      { prop: 'businessType', name: t('customRequestsUi.businessType'), width: 170 },
      {
        prop: 'enabled',
        name: t('customRequestsUi.enabled'),
        width: 90,
        render: (_value, row) =>
          row.enabled ? (
            <Tag color="success">{t('customRequestsUi.on')}</Tag>
          ) : (
            <Tag>{t('customRequestsUi.off')}</Tag>
          ),
      },
      {
        prop: 'workflowSteps',
        name: t('customRequestsUi.workflow'),
        width: 300,
        render: (_value, row) =>
          row.workflowVersion === null ? (
            <Typography.Text type="warning">{t('customRequestsUi.noWorkflow')}</Typography.Text>
          ) : (
            `v${row.workflowVersion} · ${row.workflowSteps
              .map((step) => (language === 'en' && step.nameEn ? step.nameEn : step.name))
              .join(' → ')}`
          ),
      },
      {
        prop: 'items',
        name: t('customRequestsUi.itemCount'),
        width: 80,
        render: (_v, row) => row.items.length,
      },
      {
        prop: 'updatedAt',
        name: t('customRequestsUi.updatedAt'),
        width: 150,
        render: (value) => dayjs(String(value)).format('YYYY-MM-DD HH:mm'),
      },
    ],
    [t, language, i18n.language],
  );
  const table = useDataTable<RequestForm>({ tableId: 'data-forms', columns });
  const rows = (data ?? []).filter((row) =>
    `${row.name} ${row.nameEn} ${row.formKey}`.toLowerCase().includes(keyword.toLowerCase()),
  );

  const rowActions = (row: RequestForm): RowAction[] => [
    {
      key: 'view',
      label: t('customRequestsUi.view'),
      onClick: () => void navigate(viewFormPath(row.formId)),
    },
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: !mayEdit,
      onClick: () => void navigate(editFormPath(row.formId)),
    },
    {
      key: 'test',
      label: t('customRequestsUi.test'),
      onClick: () => void navigate(testFormPath(row.formId)),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !mayRemove,
      onClick: () =>
        modal.confirm({
          title: t('customRequestsUi.confirmDelete', { name: row.name }),
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: () => removeForm.mutateAsync(row.formId),
        }),
    },
  ];

  return (
    <ListPage
      title={t('customRequestsUi.formsTitle')}
      search={
        <SearchPanel<{ keyword?: string }>
          form={search}
          conditions={[
            {
              name: 'keyword',
              label: t('customRequestsUi.formName'),
              input: <Input allowClear maxLength={64} />,
            },
          ]}
          onSearch={(values) => setKeyword(values.keyword?.trim() ?? '')}
        />
      }
    >
      <DataTable<RequestForm>
        table={table}
        rows={rows}
        total={rows.length}
        loading={isFetching}
        rowKey="formId"
        rowActions={rowActions}
        actionsWidth={190}
        ariaLabel={t('customRequestsUi.formsTitle')}
        toolbar={
          mayAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(addFormPath())}>
              {t('customRequestsUi.addForm')}
            </Button>
          ) : null
        }
      />
    </ListPage>
  );
}
