import { EditOutlined, FileAddOutlined } from '@ant-design/icons';
import type { FeeAgreementView, FeeArrangementVersionView } from '@venus/shared';
import { Button, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictLabel } from '../../../components/dict/dict-select.tsx';
import { MoneyText } from '../../../components/money/money-text.tsx';
import { FeeAgreementFormDialog } from './fee-agreement-form-dialog.tsx';
import { feeAgreementPath } from './fee-agreement-paths.ts';
import { FeeAgreementStatus } from './fee-agreement-status.tsx';
import { FeeArrangementDialog } from './fee-arrangement-dialog.tsx';
import { useFeeAgreements, useFeeArrangement } from './fee-arrangements-api.ts';

/** The terms of a version in one line: its amount, share, discount and agreed level rates. */
export function TermsText({ version }: { version: FeeArrangementVersionView }) {
  const { t } = useTranslation();
  const parts = [
    version.amount !== null ? (
      <span key="amount">
        {version.currency} <MoneyText value={version.amount} />
      </span>
    ) : null,
    version.contingencyRate !== null ? (
      <span key="rate">
        {version.contingencyRate}% {version.contingencyBasis}
      </span>
    ) : null,
    version.discountPercent !== null ? (
      <span key="discount">{t('feeArrangementUi.discount', { percent: version.discountPercent })}</span>
    ) : null,
    ...version.rates.map((rate) => (
      <span key={rate.level}>
        <DictLabel dictType="hk_timekeeper_level" value={rate.level} /> {version.currency}{' '}
        <MoneyText value={rate.rate} />
      </span>
    )),
  ].filter(Boolean);
  return (
    <Flex gap={8} wrap>
      {parts.length > 0 ? parts : '—'}
    </Flex>
  );
}

/** The case's 收费方式 tab (decision 0040): the terms in force, their history, the agreements. */
export function CaseFeesTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const arrangement = useFeeArrangement(projectId);
  const agreements = useFeeAgreements(projectId);
  const [changing, setChanging] = useState(false);
  const [recording, setRecording] = useState(false);
  const data = arrangement.data;
  if (!data) return null;
  const current = data.current;
  return (
    <Flex vertical gap={16} data-testid="case-fees">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('feeArrangementUi.current')}
        </Typography.Title>
        {data.canEdit ? (
          <Button icon={<EditOutlined />} onClick={() => setChanging(true)}>
            {t('feeArrangementUi.change')}
          </Button>
        ) : null}
      </Flex>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="fee-current">
        <Descriptions.Item label={t('feeArrangementUi.field.feeType')}>
          <DictLabel dictType="hk_fee_type" value={current.feeType} />
        </Descriptions.Item>
        <Descriptions.Item label={t('feeArrangementUi.field.effectiveFrom')}>
          {current.effectiveFrom}
        </Descriptions.Item>
        <Descriptions.Item label={t('feeArrangementUi.field.terms')}>
          <TermsText version={current} />
        </Descriptions.Item>
      </Descriptions>
      {data.milestones.length > 0 ? (
        <Table
          size="small"
          rowKey="milestoneId"
          pagination={false}
          data-testid="fee-milestone-table"
          dataSource={data.milestones}
          columns={[
            { title: t('feeArrangementUi.field.milestoneName'), dataIndex: 'name' },
            {
              title: t('feeArrangementUi.field.milestoneAmount'),
              dataIndex: 'amount',
              align: 'right',
              render: (amount: string) => <MoneyText value={amount} />,
            },
            {
              title: t('feeArrangementUi.field.dueDate'),
              dataIndex: 'dueDate',
              render: (day: string | null) => day ?? '—',
            },
            {
              title: t('feeArrangementUi.billed'),
              dataIndex: 'billId',
              render: (billId: number | null) =>
                billId === null ? '—' : <Tag color="blue">{t('feeArrangementUi.onBill', { billId })}</Tag>,
            },
          ]}
        />
      ) : null}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('feeArrangementUi.history')}
      </Typography.Title>
      <Table<FeeArrangementVersionView>
        size="small"
        rowKey="version"
        pagination={false}
        data-testid="fee-history"
        dataSource={data.versions}
        columns={[
          { title: t('feeArrangementUi.field.version'), dataIndex: 'version', width: 72 },
          { title: t('feeArrangementUi.field.effectiveFrom'), dataIndex: 'effectiveFrom', width: 120 },
          {
            title: t('feeArrangementUi.field.feeType'),
            dataIndex: 'feeType',
            render: (feeType: string) => <DictLabel dictType="hk_fee_type" value={feeType} />,
          },
          {
            title: t('feeArrangementUi.field.terms'),
            key: 'terms',
            render: (_, version) => <TermsText version={version} />,
          },
          {
            title: t('feeArrangementUi.field.reason'),
            dataIndex: 'reason',
            render: (reason: string) => reason || t('feeArrangementUi.intake'),
          },
          { title: t('feeArrangementUi.field.createdBy'), dataIndex: 'createdBy' },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('feeArrangementUi.agreements')}
        </Typography.Title>
        {data.canEdit ? (
          <Button icon={<FileAddOutlined />} onClick={() => setRecording(true)}>
            {t('feeAgreementUi.record')}
          </Button>
        ) : null}
      </Flex>
      <Table<FeeAgreementView>
        size="small"
        rowKey="agreementId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="fee-agreements"
        dataSource={agreements.data ?? []}
        columns={[
          {
            title: t('feeAgreementUi.agreementNo'),
            dataIndex: 'agreementNo',
            render: (no: string) => no || '—',
          },
          {
            title: t('feeAgreementUi.agreementTitle'),
            dataIndex: 'title',
            render: (title: string) => title || '—',
          },
          { title: t('feeAgreementUi.signedOn'), dataIndex: 'signedOn' },
          { title: t('feeAgreementUi.effectiveFrom'), dataIndex: 'effectiveFrom' },
          { title: t('feeAgreementUi.expiresOn'), dataIndex: 'expiresOn' },
          {
            title: t('feeAgreementUi.status'),
            key: 'status',
            render: (_, agreement) => <FeeAgreementStatus agreement={agreement} />,
          },
          {
            title: '',
            key: 'open',
            render: (_, agreement) => (
              <Link to={feeAgreementPath(agreement.agreementId)}>{t('feeAgreementUi.open')}</Link>
            ),
          },
        ]}
      />
      <FeeAgreementFormDialog projectId={projectId} open={recording} onClose={() => setRecording(false)} />
      {changing ? (
        <FeeArrangementDialog arrangement={data} open={changing} onClose={() => setChanging(false)} />
      ) : null}
    </Flex>
  );
}
