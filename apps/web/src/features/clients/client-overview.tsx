import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDictLabel } from '../../components/dict/dict-select.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { clientName } from './client-columns.tsx';
import { clientDetailPath } from './client-paths.ts';
import type { ClientDetail } from './clients-api.ts';

const names = (list: readonly string[], none: string) =>
  list.length === 0 ? (
    <Typography.Text type="secondary">{none}</Typography.Text>
  ) : (
    <Space size={[4, 4]} wrap>
      {list.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </Space>
  );

/** The client's own facts and its group relations, each relation a link to the other client. */
export function ClientOverview({ detail }: { detail: ClientDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const clientType = useDictLabel('hk_client_type');
  const industry = useDictLabel('hk_industry');
  const country = useDictLabel('hk_country_region');
  const none = t('clientsUi.none');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      className="venus-clients__overview"
      items={[
        { key: 'nameCn', label: t('field.nameCn'), children: detail.nameCn || none },
        { key: 'nameEn', label: t('clientsUi.nameEn'), children: detail.nameEn || none },
        { key: 'clientType', label: t('field.clientType'), children: clientType(detail.clientType) },
        {
          key: 'registrationNumber',
          label: t('field.registrationNumber'),
          children: detail.registrationNumber || none,
        },
        {
          key: 'countryRegion',
          label: t('field.countryRegion'),
          children: country(detail.countryRegion) || none,
        },
        { key: 'industry', label: t('field.industry'), children: industry(detail.industry) || none },
        {
          key: 'partner',
          label: t('field.originatingPartnerId'),
          children:
            localName(language, detail.originatingPartnerName, detail.originatingPartnerNameEn) || none,
        },
        { key: 'createdAt', label: t('clientsUi.createdAt'), children: formatDateTime(detail.createdAt) },
        {
          key: 'formerNames',
          label: t('field.formerNames'),
          span: { xs: 1, sm: 1, md: 2 },
          children: <span data-testid="client-former-names">{names(detail.formerNames, none)}</span>,
        },
        {
          key: 'aliases',
          label: t('field.aliases'),
          span: { xs: 1, sm: 1, md: 2 },
          children: names(detail.aliases, none),
        },
        {
          key: 'relations',
          label: t('field.relations'),
          span: { xs: 1, sm: 1, md: 2 },
          children:
            detail.relations.length === 0 ? (
              <Typography.Text type="secondary">{none}</Typography.Text>
            ) : (
              <ul className="venus-clients__relations">
                {detail.relations.map((related) => {
                  const name = clientName(language, related);
                  return (
                    <li key={related.relatedClientId}>
                      <Tag color="blue">{t(`clientsUi.relation.${related.relation}`)}</Tag>
                      <Link to={clientDetailPath(name, related.relatedClientId)}>{name}</Link>
                    </li>
                  );
                })}
              </ul>
            ),
        },
        {
          key: 'remark',
          label: t('field.remark'),
          span: { xs: 1, sm: 1, md: 2 },
          children: detail.remark || none,
        },
      ]}
    />
  );
}
