import type { CaseDetail } from '@venus/shared';
import { Empty, Flex, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientDetailPath } from '../clients/client-paths.ts';
import { useClient } from '../clients/clients-api.ts';
import { CaseSubPageFrame } from './case-sub-page.tsx';

/**
 * Spec /project/contact/:title?projectId=: the contacts of the case's client. The client's page
 * decides who reads it; one it refuses (403, 404) sees an empty page, not an error.
 */
export function CaseContactsPage() {
  return <CaseSubPageFrame page="contact">{(detail) => <ClientContacts detail={detail} />}</CaseSubPageFrame>;
}

function ClientContacts({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const client = useClient(detail.clientId);
  if (client.isLoading) return <Spin className="venus-cases__loading" />;
  if (!client.data)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('casesUi.sub.contact.unavailable')} />;
  return (
    <Flex vertical gap={12}>
      <Link to={clientDetailPath(detail.clientName, detail.clientId)}>{detail.clientName}</Link>
      <Table
        rowKey="contactId"
        size="small"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={client.data.contacts}
        locale={{ emptyText: t('casesUi.sub.contact.none') }}
        columns={[
          { dataIndex: 'name', title: t('clientsUi.contactName'), width: 140 },
          { dataIndex: 'title', title: t('clientsUi.contactTitle'), width: 160 },
          { dataIndex: 'phone', title: t('field.phone'), width: 160 },
          { dataIndex: 'email', title: t('field.email') },
        ]}
      />
    </Flex>
  );
}
