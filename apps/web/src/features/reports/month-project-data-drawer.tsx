import { INCOME_FIGURES, type MonthProjectDataRow } from '@venus/shared';
import { Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { PagedTable } from '../../components/list/paged-table.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { ExportButton } from '../../components/spreadsheet/export-button.tsx';
import { caseDetailPath } from '../cases/case-paths.ts';
import { FigureTotals } from './income-totals.tsx';
import { MONTH_END, useMonthProjectData } from './month-end-api.ts';

const PAGE_SIZE = 25;

/** Spec §3 monthly project data: a closed month's rows per case as stored at the close. */
export function MonthProjectDataDrawer({ month, onClose }: { month: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useMonthProjectData(month, pageNum, PAGE_SIZE);
  const title = t('monthEndView.projectDataTitle', { month: month ?? '' });
  const columns: TableColumnsType<MonthProjectDataRow> = [
    {
      key: 'case',
      title: t('reportsView.field.case'),
      width: 260,
      render: (_, row) => (
        <Link to={caseDetailPath(row.caseName, row.projectId)} onClick={onClose}>
          {[row.caseNumber, row.caseName].filter(Boolean).join(' ')}
        </Link>
      ),
    },
    {
      key: 'client',
      title: t('reportsView.field.client'),
      dataIndex: 'clientName',
      width: 200,
      ellipsis: true,
    },
    { key: 'partner', title: t('reportsView.field.partner'), dataIndex: 'partnerName', width: 110 },
    { key: 'office', title: t('reportsView.field.office'), dataIndex: 'officeName', width: 110 },
    ...INCOME_FIGURES.map((figure) => ({
      key: figure,
      title: t(`reportsView.figure.${figure}`),
      align: 'right' as const,
      width: 140,
      render: (_: unknown, row: MonthProjectDataRow) => <MoneyText value={row[figure]} tenThousands />,
    })),
  ];
  const close = () => {
    setPageNum(1);
    onClose();
  };
  return (
    <VenusDrawer open={month !== null} onClose={close} width={80} title={title}>
      <Space className="venus-month-end__drawer-head" wrap>
        <Typography.Text type="secondary">{t('monthEndView.projectDataExplain')}</Typography.Text>
        {month ? (
          <ExportButton
            path={`${MONTH_END}/projectData/export`}
            filters={{ month }}
            fileName={title}
            total={data?.total ?? 0}
          />
        ) : null}
      </Space>
      <FigureTotals
        totals={data?.totals}
        figures={INCOME_FIGURES}
        labelOf={(figure) => t(`reportsView.figure.${figure}`)}
        testId="month-project-data-totals"
      />
      <PagedTable<MonthProjectDataRow>
        rows={data?.rows}
        total={data?.total ?? 0}
        pageNum={pageNum}
        onPage={setPageNum}
        pageSize={PAGE_SIZE}
        columns={columns}
        rowKey={(row, index) => `${pageNum}:${index}:${row.projectId}`}
        loading={isFetching}
        label={title}
      />
    </VenusDrawer>
  );
}
