import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Form,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { SearchBar } from '../../components/list/search-bar.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { I18nBundleFormDialog } from './i18n-bundle-form-dialog.tsx';
import {
  type I18nBundleFilters,
  type I18nBundleRow,
  useI18nBundleMutations,
  useI18nBundles,
  useRefreshI18nBundles,
} from './i18n-bundles-api.ts';
import './i18n-bundles.css';

/** The firm's own wording of interface texts, per language; everyone sees it at their next page load. */
export function I18nBundlesPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<I18nBundleFilters>();
  const { params, search, pagination } = useListState<I18nBundleFilters>({});
  const { data, isFetching } = useI18nBundles(params);
  const { save, remove } = useI18nBundleMutations();
  const refresh = useRefreshI18nBundles();
  const [editing, setEditing] = useState<I18nBundleRow | null | undefined>(undefined);
  const canAdd = useHasPermission('system:i18n:add');
  const canEdit = useHasPermission('system:i18n:edit');
  const canRemove = useHasPermission('system:i18n:remove');
  const canRefresh = useHasPermission('system:i18n:refresh');
  const languageName = (key: string) => t(`language.${key}`, { defaultValue: key });

  const columns: TableColumnsType<I18nBundleRow> = [
    { title: t('field.key'), dataIndex: 'key', width: 120, render: languageName },
    {
      title: t('field.i18nJson'),
      dataIndex: 'i18nJson',
      width: 360,
      render: (json: string) => (
        <Typography.Paragraph className="venus-i18n-bundles__preview" ellipsis={{ rows: 2 }}>
          {json}
        </Typography.Paragraph>
      ),
    },
    { title: t('field.remark'), dataIndex: 'remark', width: 200 },
    { title: t('i18nBundles.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatDateTime },
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
              title={t('i18nBundles.confirmDelete', { language: languageName(row.key) })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove.mutateAsync([row.id])}
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
      title={t('i18nBundles.title')}
      extra={
        <Space>
          {canRefresh ? (
            <Button icon={<SyncOutlined />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
              {t('i18nBundles.refresh')}
            </Button>
          ) : null}
          {canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('i18nBundles.add')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <SearchBar form={form} onSearch={search}>
        <Form.Item name="key" label={t('field.key')}>
          <Select
            allowClear
            className="venus-i18n-bundles__key"
            placeholder={t('i18nBundles.keyPlaceholder')}
            options={[
              { value: 'cn', label: t('language.cn') },
              { value: 'en', label: t('language.en') },
            ]}
          />
        </Form.Item>
      </SearchBar>
      <Table<I18nBundleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
      />
      <I18nBundleFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate(input, { onSuccess: () => setEditing(undefined) })}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
