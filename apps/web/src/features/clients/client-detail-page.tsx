import { EditOutlined, MergeCellsOutlined } from '@ant-design/icons';
import { CLIENT_FILE_SOURCE, CLIENT_MERGED_EVENT, CLIENT_PERMISSIONS, hasPermission } from '@venus/shared';
import { Button, Card, Flex, Result, Spin, Table, Tabs, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { liveEvents } from '../../app/live/live-event-bus.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ClientBillsTab, ClientReceivablesTab } from '../billing/client-billing-tabs.tsx';
import { FilePanel } from '../files/file-panel.tsx';
import { ClientCasesTab } from './client-cases-tab.tsx';
import { ClientStatusTag, clientName } from './client-columns.tsx';
import { ClientOverview } from './client-overview.tsx';
import { clientEditPath, clientIdOf, clientMergePath, invoiceEditPath } from './client-paths.ts';
import { type ClientDetail, useClient } from './clients-api.ts';
import './clients.css';

/** Spec /jurisdiction/clientDetail/:title and /v2/jurisdiction/clientDetail/:title, ?clientId=. */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const clientId = clientIdOf(useSearchParams()[0]);
  const client = useClient(clientId);
  const { refetch } = client;
  // A merge elsewhere may have moved this client's contacts or removed it (spec §7 mergeAsyncMsg).
  useEffect(() => liveEvents.subscribe(CLIENT_MERGED_EVENT, () => void refetch()), [refetch]);
  if (client.isLoading) return <Spin />;
  if (!client.data) {
    const refused = isApiError(client.error) && client.error.code === 403;
    return (
      <Result
        status={refused ? '403' : '404'}
        title={refused ? client.error?.message : t('client.notFound')}
      />
    );
  }
  return <ClientDetailView detail={client.data} />;
}

function ClientDetailView({ detail }: { detail: ClientDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const me = useUserInfo().data;
  const can = (permission: string) => hasPermission(me?.permissions ?? [], permission);
  const mayEdit = can(CLIENT_PERMISSIONS.edit);
  const name = clientName(language, detail);
  const other = language === 'en' ? detail.nameCn : detail.nameEn;
  const owner = useMemo(
    () => ({ source: CLIENT_FILE_SOURCE, onlyId: String(detail.clientId), type: '' }),
    [detail.clientId],
  );
  const mayChangeFiles = mayEdit || detail.originatingPartnerId === me?.user.userId;
  const filePermission = useMemo(
    () => ({ add: mayChangeFiles, edit: mayChangeFiles, remove: mayChangeFiles, download: true }),
    [mayChangeFiles],
  );

  const items = [
    {
      key: 'overview',
      label: t('clientsUi.detail.tabs.overview'),
      children: <ClientOverview detail={detail} />,
    },
    {
      key: 'contacts',
      label: `${t('clientsUi.detail.tabs.contacts')} (${detail.contacts.length})`,
      children: (
        <Table
          rowKey="contactId"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={detail.contacts}
          locale={{ emptyText: t('clientsUi.form.noContacts') }}
          columns={[
            { dataIndex: 'name', title: t('clientsUi.contactName'), width: 140 },
            { dataIndex: 'title', title: t('clientsUi.contactTitle'), width: 160 },
            { dataIndex: 'phone', title: t('field.phone'), width: 160 },
            { dataIndex: 'email', title: t('field.email') },
          ]}
        />
      ),
    },
    {
      key: 'invoiceTitles',
      label: `${t('clientsUi.detail.tabs.invoiceTitles')} (${detail.invoiceTitles.length})`,
      children: (
        <Table
          rowKey="invoiceTitleId"
          size="small"
          pagination={false}
          scroll={{ x: 760 }}
          dataSource={detail.invoiceTitles}
          locale={{ emptyText: t('clientsUi.form.noInvoiceTitles') }}
          columns={[
            { dataIndex: 'title', title: t('clientsUi.invoiceTitle'), width: 220 },
            { dataIndex: 'taxNumber', title: t('field.taxNumber'), width: 190 },
            { dataIndex: 'addressPhone', title: t('field.addressPhone') },
            { dataIndex: 'bankAccount', title: t('field.bankAccount') },
          ]}
        />
      ),
    },
    {
      key: 'cases',
      label: t('clientsUi.detail.tabs.cases'),
      children: <ClientCasesTab clientId={detail.clientId} />,
    },
    {
      key: 'bills',
      label: t('clientsUi.detail.tabs.bills'),
      children: <ClientBillsTab clientId={detail.clientId} />,
    },
    {
      key: 'receivables',
      label: t('clientsUi.detail.tabs.receivables'),
      children: <ClientReceivablesTab clientId={detail.clientId} />,
    },
    {
      key: 'files',
      label: t('clientsUi.detail.tabs.files'),
      children: (
        <FilePanel owner={owner} title={t('clientsUi.detail.filesTitle')} permission={filePermission} />
      ),
    },
  ];

  return (
    <div className="venus-clients venus-clients--detail" data-client={detail.clientId}>
      <Card variant="borderless" className="venus-clients__section">
        <Flex wrap gap={12} justify="space-between" align="flex-start">
          <div className="venus-clients__heading">
            <Typography.Title level={4} className="venus-clients__title">
              <span>{name}</span>
              <ClientStatusTag status={detail.status} />
            </Typography.Title>
            {other && other !== name ? <Typography.Text type="secondary">{other}</Typography.Text> : null}
          </div>
          <Flex wrap gap={8}>
            {mayEdit ? (
              <>
                <Button
                  icon={<EditOutlined />}
                  onClick={() => void navigate(clientEditPath(detail.clientId))}
                >
                  {t('list.edit')}
                </Button>
                <Button onClick={() => void navigate(invoiceEditPath(detail.clientId))}>
                  {t('clientsUi.invoiceTitles')}
                </Button>
              </>
            ) : null}
            {can(CLIENT_PERMISSIONS.merge) ? (
              <Button
                icon={<MergeCellsOutlined />}
                onClick={() => void navigate(clientMergePath(detail.clientId))}
              >
                {t('clientsUi.mergeInto')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </Card>
      <Card variant="borderless" className="venus-clients__section">
        <Tabs items={items} />
      </Card>
    </div>
  );
}
