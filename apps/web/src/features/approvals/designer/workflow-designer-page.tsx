import { PlusOutlined } from '@ant-design/icons';
import { workflowDefinitionPath } from '@venus/shared';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../../app/session/use-permission.ts';
import type { DataColumn, RowAction } from '../../../components/data-table/data-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useDataTable } from '../../../components/data-table/use-data-table.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../../components/list-page/search-panel.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useWorkflowDefinitions, type WorkflowDefinition } from './workflow-definitions-api.ts';
import { WorkflowEditor } from './workflow-editor.tsx';
import './workflow-designer.css';

/** 系统管理 › 流程设计: every business type's workflow, newest version, edited as a new version. */
export function WorkflowDesignerPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const mayEdit = useHasPermission('process:definition:edit');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<WorkflowDefinition | null | undefined>(undefined);
  const { data, isFetching } = useWorkflowDefinitions();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo<DataColumn<WorkflowDefinition>[]>(
    () => [
      {
        prop: 'name',
        name: t('workflowDesigner.name'),
        width: 200,
        noHide: true,
        render: (_value, row) => (language === 'en' && row.nameEn ? row.nameEn : row.name),
      },
      { prop: 'businessType', name: t('workflowDesigner.businessType'), width: 180 },
      { prop: 'version', name: t('workflowDesigner.version'), width: 90 },
      {
        prop: 'steps',
        name: t('workflowDesigner.steps'),
        width: 360,
        render: (_value, row) =>
          row.steps.map((step) => (language === 'en' && step.nameEn ? step.nameEn : step.name)).join(' → '),
      },
      {
        prop: 'createdAt',
        name: t('workflowDesigner.savedAt'),
        width: 150,
        render: (value) => dayjs(String(value)).format('YYYY-MM-DD HH:mm'),
      },
    ],
    [t, language, i18n.language],
  );
  const table = useDataTable<WorkflowDefinition>({ tableId: 'process-workflows', columns });
  const rows = (data ?? []).filter((row) =>
    keyword === ''
      ? true
      : `${row.name} ${row.nameEn} ${row.businessType}`.toLowerCase().includes(keyword.toLowerCase()),
  );

  const rowActions = (row: WorkflowDefinition): RowAction[] => [
    {
      key: 'open',
      label: t('workflowDesigner.open'),
      onClick: () =>
        void navigate(
          workflowDefinitionPath(language === 'en' && row.nameEn ? row.nameEn : row.name, row.businessType),
        ),
    },
    { key: 'edit', label: mayEdit ? t('list.edit') : t('approvalsUi.view'), onClick: () => setEditing(row) },
  ];

  return (
    <ListPage
      title={t('workflowDesigner.title')}
      search={
        <SearchPanel<{ keyword?: string }>
          form={form}
          conditions={[
            {
              name: 'keyword',
              label: t('workflowDesigner.name'),
              input: <Input allowClear maxLength={64} />,
            },
          ]}
          onSearch={(values) => setKeyword(values.keyword?.trim() ?? '')}
        />
      }
    >
      <DataTable<WorkflowDefinition>
        table={table}
        rows={rows}
        total={rows.length}
        loading={isFetching}
        rowKey="definitionId"
        rowActions={rowActions}
        actionsWidth={140}
        ariaLabel={t('workflowDesigner.title')}
        toolbar={
          mayEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('workflowDesigner.add')}
            </Button>
          ) : null
        }
      />
      <WorkflowEditor editing={editing} onClose={() => setEditing(undefined)} />
    </ListPage>
  );
}
