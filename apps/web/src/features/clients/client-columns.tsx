import type { ClientStatus, Language } from '@venus/shared';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { localName } from '../../components/format/local-name.ts';
import { clientDetailPath } from './client-paths.ts';
import type { ClientRow } from './clients-api.ts';

export function ClientStatusTag({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'active' ? 'success' : 'default'} data-status={status}>
      {t(`clientsUi.status.${status}`)}
    </Tag>
  );
}

/** The client's name in the reader's language (the other one when it has only that). */
export function clientName(language: Language, row: Pick<ClientRow, 'nameCn' | 'nameEn'>): string {
  return localName(language, row.nameCn || row.nameEn, row.nameEn);
}

export function clientColumns(
  t: TFunction,
  language: Language,
  labels: {
    clientType: (v: string) => string;
    industry: (v: string) => string;
    country: (v: string) => string;
  },
): DataColumn<ClientRow>[] {
  return [
    {
      prop: 'nameCn',
      name: t('clientsUi.name'),
      width: 260,
      noHide: true,
      sortable: true,
      render: (_, row) => {
        const name = clientName(language, row);
        const other = language === 'en' ? row.nameCn : row.nameEn;
        return (
          <div className="venus-clients__name-cell">
            <Link to={clientDetailPath(name, row.clientId)}>{name}</Link>
            {other && other !== name ? (
              <Typography.Text type="secondary" className="venus-clients__other-name">
                {other}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      prop: 'clientType',
      name: t('field.clientType'),
      width: 90,
      render: (_, row) => labels.clientType(row.clientType),
    },
    { prop: 'registrationNumber', name: t('field.registrationNumber'), width: 180 },
    {
      prop: 'countryRegion',
      name: t('field.countryRegion'),
      width: 130,
      render: (_, row) => labels.country(row.countryRegion),
    },
    {
      prop: 'industry',
      name: t('field.industry'),
      width: 160,
      render: (_, row) => labels.industry(row.industry),
    },
    {
      prop: 'originatingPartnerId',
      name: t('field.originatingPartnerId'),
      width: 120,
      render: (_, row) => localName(language, row.originatingPartnerName, row.originatingPartnerNameEn),
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 90,
      render: (_, row) => <ClientStatusTag status={row.status} />,
    },
    {
      prop: 'createdAt',
      name: t('clientsUi.createdAt'),
      width: 170,
      sortable: true,
      render: (_, row) => formatDateTime(row.createdAt),
    },
  ];
}
