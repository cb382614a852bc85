import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { VersionFormDialog } from './version-form-dialog.tsx';
import { useVersionMutations, useVersions, type VersionFilters, type VersionRow } from './versions-api.ts';
import './versions.css';

/**
 * The release history. Releasing a version (status released) makes open browser tabs offer a
 * reload the next time they come back into view.
 */
export function VersionsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<VersionFilters>();
  const { params, search, pagination } = useListState<VersionFilters>({});
  const { data, isFetching } = useVersions(params);
  const { save, remove } = useVersionMutations();
  const [editing, setEditing] = useState<VersionRow | null | undefined>(undefined);
  const canAdd = useHasPermission('system:version:add');
  const canEdit = useHasPermission('system:version:edit');
  const canRemove = useHasPermission('system:version:remove');

  const statusTag = (status: VersionRow['status']) =>
    status === '0' ? (
      <Tag color="success">{t('versions.released')}</Tag>
    ) : (
      <Tag>{t('versions.withdrawn')}</Tag>
    );

  const columns: TableColumnsType<VersionRow> = [
    { title: t('field.ver'), dataIndex: 'ver', width: 140 },
    { title: t('versions.status'), dataIndex: 'status', width: 100, render: statusTag },
    {
      title: t('field.content'),
      dataIndex: 'content',
      width: 360,
      render: (content: string) => (
        <Typography.Paragraph className="venus-versions__content" ellipsis={{ rows: 2, tooltip: content }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    { title: t('versions.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
  ];
  if (canEdit || canRemove) {
    columns.push({
      title: t('list.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={4}>
          {canEdit ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('list.edit')}
            </Button>
          ) : null}
          {canRemove ? (
            <Popconfirm
              title={t('versions.confirmDelete', { ver: row.ver })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove.mutateAsync([row.versionId])}
            >
              <Button type="link" size="small" danger>
                {t('list.delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    });
  }

  return (
    <Card
      variant="borderless"
      title={t('versions.title')}
      extra={
        canAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('versions.add')}
          </Button>
        ) : null
      }
    >
      <SearchBar form={form} onSearch={search}>
        <Form.Item name="ver" label={t('field.ver')}>
          <Input allowClear maxLength={32} placeholder={t('versions.verPlaceholder')} />
        </Form.Item>
        <Form.Item name="status" label={t('versions.status')}>
          <Select
            allowClear
            className="venus-versions__status"
            placeholder={t('versions.statusPlaceholder')}
            options={[
              { value: '0', label: t('versions.released') },
              { value: '1', label: t('versions.withdrawn') },
            ]}
          />
        </Form.Item>
      </SearchBar>
      <Table<VersionRow>
        rowKey="versionId"
        size="middle"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
      />
      <VersionFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
