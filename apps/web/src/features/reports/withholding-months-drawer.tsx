import {
  WITHHOLDING_FIGURES,
  WITHHOLDING_KINDS,
  type WithholdingKind,
  type WithholdingMonth,
} from '@venus/shared';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import type { IncomeDrill } from './income-api.ts';
import { FigureLink } from './income-columns.tsx';
import { IncomeEntriesDrawer } from './income-entries-drawer.tsx';
import { useWithholdingMonths, WITHHOLDING_REPORT, type WithholdingPartner } from './withholding-api.ts';
import { figureLabel } from './withholding-columns.tsx';
import { monthPeriod, rateText } from './withholding-months.ts';

/**
 * Spec withholdDetail: one partner's months, oldest first — the income, each kind kept back with
 * the rate in force that month, what was withheld and what is left to distribute — with their
 * totals. A month's income opens the receipt allocations behind it.
 */
export function WithholdingMonthsDrawer({
  partner,
  onClose,
}: {
  partner: WithholdingPartner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useWithholdingMonths(partner);
  const [drill, setDrill] = useState<IncomeDrill | null>(null);
  const openIncome = (row: WithholdingMonth) => {
    if (!partner || !data) return;
    setDrill({
      figure: 'income',
      label: `${partner.partnerName} ${row.month}`,
      filters: {
        ...partner.filters,
        partnerId: partner.partnerId,
        ...monthPeriod(row.month, {
          from: data.from ?? partner.filters.from ?? '0000-01-01',
          to: data.to ?? partner.filters.to ?? '9999-12-31',
        }),
      },
    });
  };
  const kindCell = (kind: WithholdingKind) => (_: unknown, row: WithholdingMonth) => (
    <span className="venus-withholding__part">
      <MoneyText value={row[kind]} tenThousands />
      <Typography.Text type="secondary" className="venus-withholding__rate">
        {t('withholdingView.rate', { rate: rateText(row.rates[kind]) })}
      </Typography.Text>
    </span>
  );
  const money = (figure: 'withheld' | 'distributable') => (_: unknown, row: WithholdingMonth) => (
    <MoneyText value={row[figure]} tenThousands />
  );
  const columns: TableColumnsType<WithholdingMonth> = [
    { key: 'month', title: t('withholdingView.field.month'), dataIndex: 'month', width: 90 },
    {
      key: 'income',
      title: figureLabel(t, 'income'),
      align: 'right',
      width: 130,
      render: (_, row) => (
        <FigureLink
          value={row.income}
          label={`${row.month} ${figureLabel(t, 'income')}`}
          onOpen={() => openIncome(row)}
        />
      ),
    },
    ...WITHHOLDING_KINDS.map((kind) => ({
      key: kind,
      title: figureLabel(t, kind),
      align: 'right' as const,
      width: 160,
      render: kindCell(kind),
    })),
    {
      key: 'withheld',
      title: figureLabel(t, 'withheld'),
      align: 'right',
      width: 130,
      render: money('withheld'),
    },
    {
      key: 'distributable',
      title: figureLabel(t, 'distributable'),
      align: 'right',
      width: 130,
      render: money('distributable'),
    },
  ];
  const totals = data?.totals;
  return (
    <VenusDrawer
      open={partner !== null}
      onClose={onClose}
      // Seven columns of amounts, each part with its rate beside it: 70 % cut the last one off.
      width={80}
      title={partner ? t('withholdingView.monthsTitle', { name: partner.partnerName }) : ''}
    >
      {data ? (
        <Typography.Paragraph type="secondary" data-testid="withholding-months-period">
          {t('reportsView.periodLine', { from: data.from, to: data.to })}
        </Typography.Paragraph>
      ) : null}
      <Table<WithholdingMonth>
        size="small"
        rowKey="month"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={partner ? t('withholdingView.monthsTitle', { name: partner.partnerName }) : undefined}
        summary={() =>
          totals ? (
            <Table.Summary fixed>
              <Table.Summary.Row className="venus-withholding__sum" data-testid="withholding-months-totals">
                <Table.Summary.Cell index={0}>{t('reportsView.totals')}</Table.Summary.Cell>
                {WITHHOLDING_FIGURES.map((figure, index) => (
                  <Table.Summary.Cell key={figure} index={index + 1} align="right">
                    <MoneyText value={totals[figure]} tenThousands />
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
      <IncomeEntriesDrawer report={WITHHOLDING_REPORT} drill={drill} onClose={() => setDrill(null)} />
    </VenusDrawer>
  );
}
