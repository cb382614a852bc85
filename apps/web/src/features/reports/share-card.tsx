import { sharePercent } from '@venus/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';
import type { ShareSlice } from './analysis-charts.tsx';

const ShareChart = lazy(() => import('./analysis-charts.tsx').then((m) => ({ default: m.ShareChart })));

export interface ShareRow extends ShareSlice {
  key: string;
  /** The parts past a ranking's size, summed. */
  others?: boolean;
}

/**
 * One breakdown of a total as a card (issue 21 must-hold 6): its chart, and beside it the table of
 * the same numbers to the cent with each part's share of the total. `figure` renders a part's
 * amount (a link to the records behind it, where the page has a drill-down).
 */
export function ShareCard({
  title,
  rows,
  whole,
  shape,
  tenThousands,
  figure,
  testId,
}: {
  title: string;
  rows: readonly ShareRow[];
  whole: string;
  shape: 'ring' | 'ranking';
  tenThousands: boolean;
  figure?: (row: ShareRow) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ShareRow> = [
    { key: 'name', title: t('analysisView.field.name'), dataIndex: 'name', ellipsis: true },
    {
      key: 'amount',
      title: t(tenThousands ? 'analysisView.field.income' : 'analysisView.field.amount'),
      align: 'right',
      width: 150,
      render: (_, row) => figure?.(row) ?? <MoneyText value={row.amount} tenThousands={tenThousands} />,
    },
    {
      key: 'share',
      title: t('analysisView.field.share'),
      align: 'right',
      width: 90,
      render: (_, row) => {
        const share = sharePercent(row.amount, whole);
        return share === null ? '—' : `${share}%`;
      },
    },
  ];
  return (
    <Card size="small" title={title} className="venus-analysis__card" data-testid={testId}>
      {rows.length > 0 ? (
        <Suspense fallback={<div className="venus-echart" />}>
          <ShareChart
            // A ranking draws the ones it names: the others, summed, would dwarf them (the table has them).
            slices={shape === 'ranking' ? rows.filter((row) => !row.others) : rows}
            shape={shape}
            label={title}
            tenThousands={tenThousands}
          />
        </Suspense>
      ) : null}
      <Table<ShareRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        aria-label={title}
        locale={{ emptyText: t('analysisView.nothing') }}
      />
    </Card>
  );
}
