import { type CaseRow, caseStageOf } from '@venus/shared';
import { Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { caseDetailPath } from './client-paths.ts';
import { useClientCases } from './clients-api.ts';

const PAGE_SIZE = 25;

/** The client's cases the reader may see (the wall decides), each opening the case's detail. */
export function ClientCasesTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [pageNum, setPageNum] = useState(1);
  const cases = useClientCases(clientId, { pageNum, pageSize: PAGE_SIZE });
  if (!cases.isLoading && (cases.isError || (cases.data?.total ?? 0) === 0))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clientsUi.detail.noCases')} />;
  return (
    <Table<CaseRow>
      rowKey="projectId"
      size="small"
      loading={cases.isLoading}
      dataSource={cases.data?.rows}
      scroll={{ x: 640 }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: cases.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPageNum,
      }}
      columns={[
        {
          key: 'number',
          title: t('clientsUi.caseNumber'),
          width: 150,
          render: (_, row) => row.number ?? t('clientsUi.noNumber'),
        },
        {
          key: 'name',
          title: t('clientsUi.caseName'),
          render: (_, row) => {
            const name = localName(language, row.nameCn, row.nameEn);
            return <Link to={caseDetailPath(row.number ?? name, row.projectId)}>{name}</Link>;
          },
        },
        {
          key: 'partner',
          title: t('clientsUi.casePartner'),
          width: 120,
          render: (_, row) => row.partnerName,
        },
        {
          key: 'status',
          title: t('field.status'),
          width: 130,
          render: (_, row) => <Tag>{t(`casesUi.stage.${caseStageOf(row.status)}`)}</Tag>,
        },
      ]}
    />
  );
}
