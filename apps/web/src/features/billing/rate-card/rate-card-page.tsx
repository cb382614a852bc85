import { PlusOutlined } from '@ant-design/icons';
import { BILLING_PERMISSIONS, formatIsoDate } from '@venus/shared';
import { App, Button, Form, Result, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../app/session/use-permission.ts';
import type { DataColumn, RowAction } from '../../../components/data-table/data-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useDataTable } from '../../../components/data-table/use-data-table.ts';
import { DictLabel, DictSelect } from '../../../components/dict/dict-select.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../../components/list-page/use-search-filters.ts';
import { MoneyText } from '../../../components/money/money-text.tsx';
import { Select } from '../../../components/select/select.tsx';
import { LINE_CURRENCIES } from '../../expenses/expense-form-values.ts';
import { useRateCard, useRateCardMutations } from './rate-card-api.ts';
import { RateCardDialog } from './rate-card-dialog.tsx';
import { filterRateRows, type RateCardRow, rateCardRows } from './rate-card-rows.ts';

interface RateFilters {
  level?: string;
  currency?: string;
}

const STANDING_COLOR = { current: 'green', future: 'blue', superseded: 'default' } as const;

/**
 * 账单管理 › 费率表 (hankun:levelRate:list, decisions 0040, 0046): each timekeeper level's standard
 * rate per currency over time. Finance adds a rate from a date, which supersedes the previous one
 * from that day, and deletes one not yet in force.
 */
export function RateCardPage() {
  const { t } = useTranslation();
  const allowed = useHasPermission(BILLING_PERMISSIONS.rateCardList);
  return allowed ? <RateCard /> : <Result status="403" title={t('result.unauthorized')} />;
}

function RateCard() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const mayEdit = useHasPermission(BILLING_PERMISSIONS.rateCardEdit);
  const [adding, setAdding] = useState(false);
  const today = formatIsoDate(new Date());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => rateColumns(t), [t, i18n.language]);
  const table = useDataTable<RateCardRow>({ tableId: 'rate-card', columns });
  const [form] = Form.useForm<RateFilters>();
  const { filters, search } = useSearchFilters<RateFilters>(table.toFirstPage);
  const card = useRateCard();
  const { remove } = useRateCardMutations();
  const rows = useMemo(
    () => filterRateRows(rateCardRows(card.data ?? [], today), filters),
    [card.data, today, filters],
  );
  // The card is a few dozen rows: it is read whole and paged here.
  const page = rows.slice((table.pageNum - 1) * table.pageSize, table.pageNum * table.pageSize);
  const title = t('rateCardUi.title');

  const rowActions = (row: RateCardRow): RowAction[] => [
    {
      key: 'delete',
      label: t('rateCardUi.delete'),
      danger: true,
      hidden: !mayEdit || row.standing !== 'future',
      onClick: () =>
        void modal.confirm({
          title: t('rateCardUi.deleteConfirm', { date: row.effectiveFrom }),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync([row.levelRateId]),
        }),
    },
  ];
  const toolbar = mayEdit ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
      {t('rateCardUi.add')}
    </Button>
  ) : null;

  return (
    <div className="venus-rate-card">
      <ListPage
        title={title}
        search={
          <SearchPanel<RateFilters>
            form={form}
            onSearch={search}
            conditions={[
              {
                name: 'level',
                label: t('rateCardUi.level'),
                input: <DictSelect dictType="hk_timekeeper_level" allowClear />,
              },
              {
                name: 'currency',
                label: t('rateCardUi.currency'),
                input: (
                  <Select
                    allowClear
                    options={LINE_CURRENCIES.map((code) => ({ value: code, label: code }))}
                  />
                ),
              },
            ]}
          />
        }
      >
        <DataTable<RateCardRow>
          table={table}
          rows={page}
          total={rows.length}
          loading={card.isFetching}
          rowKey="levelRateId"
          toolbar={toolbar}
          rowActions={mayEdit ? rowActions : undefined}
          actionsWidth={90}
          ariaLabel={title}
        />
      </ListPage>
      {adding ? <RateCardDialog open={adding} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function rateColumns(t: TFunction): DataColumn<RateCardRow>[] {
  return [
    {
      prop: 'level',
      name: t('rateCardUi.level'),
      width: 160,
      noHide: true,
      render: (_, row) => <DictLabel dictType="hk_timekeeper_level" value={row.level} />,
    },
    { prop: 'currency', name: t('rateCardUi.currency'), width: 90 },
    {
      prop: 'rate',
      name: t('rateCardUi.rate'),
      width: 140,
      align: 'right',
      render: (_, row) => <MoneyText value={row.rate} />,
    },
    { prop: 'effectiveFrom', name: t('rateCardUi.effectiveFrom'), width: 130 },
    {
      prop: 'until',
      name: t('rateCardUi.until'),
      width: 130,
      render: (_, row) => row.until ?? '—',
    },
    {
      prop: 'standing',
      name: t('rateCardUi.standing'),
      width: 110,
      render: (_, row) => (
        <Tag color={STANDING_COLOR[row.standing]} data-standing={row.standing}>
          {t(`rateCardUi.standings.${row.standing}`)}
        </Tag>
      ),
    },
  ];
}
