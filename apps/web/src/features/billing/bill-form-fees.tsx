import { type BillFeeTerms, FEE_TYPE, formatMoney } from '@venus/shared';
import { Alert, Button, Descriptions, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { contingencyPreview, type FeeLineState, type MilestoneRow } from './bill-form-fee-rows.ts';

export interface BillFeeLinesProps {
  terms: BillFeeTerms;
  milestones: readonly MilestoneRow[];
  state: FeeLineState;
  onChange: (state: FeeLineState) => void;
  /** The cap's adjustment the server will apply, when this bill passes the cap. */
  capAdjustment: string | null;
}

/**
 * The case's fee arrangement on the bill form (decision 0045): the terms in force, a fixed fee's
 * milestones no other bill holds to tick, a contingency fee's outcomes to type (the fee shown is
 * the shared rule's preview; the server computes it on save), and a cap's adjustment.
 */
export function BillFeeLines({ terms, milestones, state, onChange, capAdjustment }: BillFeeLinesProps) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`billForm.fees.${key}`, params ?? {});
  return (
    <Flex vertical gap={12} data-testid="bill-fee-lines" data-fee-type={terms.feeType}>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label={label('feeType')}>
          <DictLabel dictType="hk_fee_type" value={terms.feeType} />
        </Descriptions.Item>
        {terms.amount !== null ? (
          <Descriptions.Item label={terms.feeType === FEE_TYPE.capped ? label('cap') : label('amount')}>
            {terms.currency}&nbsp;
            <MoneyText value={terms.amount} />
          </Descriptions.Item>
        ) : null}
        {terms.contingencyRate !== null ? (
          <Descriptions.Item label={label('rate')}>
            {terms.contingencyRate}% {terms.contingencyBasis ? `（${terms.contingencyBasis}）` : ''}
          </Descriptions.Item>
        ) : null}
        {terms.feeType === FEE_TYPE.capped ? (
          <Descriptions.Item label={label('billedFees')}>
            {terms.currency}&nbsp;
            <MoneyText value={terms.billedFees} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {terms.feeType === FEE_TYPE.fixed ? (
        <MilestoneTable rows={milestones} state={state} onChange={onChange} />
      ) : null}
      {terms.feeType === FEE_TYPE.contingency ? (
        <Outcomes terms={terms} state={state} onChange={onChange} />
      ) : null}
      {capAdjustment ? (
        <Alert
          type="info"
          showIcon
          data-testid="bill-cap-proposal"
          title={label('capApplied', { amount: formatMoney(capAdjustment), currency: terms.currency })}
        />
      ) : null}
    </Flex>
  );
}

function MilestoneTable({
  rows,
  state,
  onChange,
}: {
  rows: readonly MilestoneRow[];
  state: FeeLineState;
  onChange: (state: FeeLineState) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`billForm.fees.${key}`);
  const columns: TableColumnsType<MilestoneRow> = [
    { key: 'name', title: label('milestone'), dataIndex: 'name' },
    { key: 'dueDate', title: label('dueDate'), dataIndex: 'dueDate', width: 120 },
    {
      key: 'amount',
      title: label('amount'),
      width: 160,
      align: 'right',
      render: (_, row) => <MoneyText value={row.amount} />,
    },
  ];
  return (
    <Table<MilestoneRow>
      size="small"
      rowKey="milestoneId"
      dataSource={[...rows]}
      columns={columns}
      pagination={false}
      data-testid="bill-milestones"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('noMilestones')} />,
      }}
      rowSelection={{
        selectedRowKeys: [...state.milestoneIds],
        onChange: (keys: Key[]) => onChange({ ...state, milestoneIds: new Set(keys.map(Number)) }),
        getCheckboxProps: (row) => ({ 'aria-label': `${row.name} ${row.amount}` }),
      }}
    />
  );
}

function Outcomes({
  terms,
  state,
  onChange,
}: {
  terms: BillFeeTerms;
  state: FeeLineState;
  onChange: (state: FeeLineState) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`billForm.fees.${key}`, params ?? {});
  const set = (index: number, value: string | null) =>
    onChange({
      ...state,
      outcomes:
        value === null
          ? state.outcomes.filter((_, at) => at !== index)
          : state.outcomes.map((one, at) => (at === index ? value : one)),
    });
  return (
    <Flex vertical gap={8} data-testid="bill-outcomes">
      {state.outcomes.map((outcome, index) => {
        const fee = contingencyPreview(terms, outcome);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: outcomes are typed in place, with no id of their own
          <Flex key={index} gap={12} align="center" wrap className="venus-bill-form__outcome">
            <MoneyInput
              aria-label={label('outcome', { basis: terms.contingencyBasis || label('outcomeBasis') })}
              placeholder={label('outcome', { basis: terms.contingencyBasis || label('outcomeBasis') })}
              value={outcome}
              onChange={(value) => set(index, value ?? '')}
              style={{ width: 220 }}
            />
            <Typography.Text data-testid="bill-contingency-fee">
              {fee
                ? label('contingencyFee', {
                    fee: formatMoney(fee),
                    rate: terms.contingencyRate,
                    currency: terms.currency,
                  })
                : ''}
            </Typography.Text>
            <Button type="link" onClick={() => set(index, null)}>
              {label('removeOutcome')}
            </Button>
          </Flex>
        );
      })}
      <div>
        <Button onClick={() => onChange({ ...state, outcomes: [...state.outcomes, ''] })}>
          {label('addOutcome')}
        </Button>
      </div>
      <Typography.Text type="secondary">{label('serverComputes')}</Typography.Text>
    </Flex>
  );
}
