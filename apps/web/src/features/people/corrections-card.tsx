import type { CorrectionView } from '@venus/shared';
import { Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { useCorrections, usePeopleMutations } from './people-api.ts';

const STATUS_COLOURS = {
  pending: 'orange',
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'default',
} as const;

/** What a correction changes, field by field: before → after. */
function Changes({ row }: { row: CorrectionView }) {
  const { t } = useTranslation();
  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return t('peopleUi.rowsCount', { count: value.length });
    return String(value);
  };
  return (
    <>
      {Object.entries(row.changes).map(([field, value]) => (
        <div key={field} className="venus-people-change">
          <strong>{t(`peopleUi.${field}`)}</strong>: {shown(row.before[field as keyof typeof row.before])} →{' '}
          {shown(value)}
        </div>
      ))}
    </>
  );
}

/**
 * The correction requests of a record (decision 0059): the person withdraws one waiting; HR
 * accepts it (the record takes the values) or rejects it with a note.
 */
export function CorrectionsCard({
  userId,
  isOwn,
  canDecide,
}: {
  userId: number;
  isOwn: boolean;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useCorrections({ userId, pageSize: 50 });
  const { withdraw, decide } = usePeopleMutations();
  const [rejecting, setRejecting] = useState<CorrectionView | null>(null);
  const [note, setNote] = useState('');
  const label = (key: string) => t(`peopleUi.${key}`);

  return (
    <Card title={label('corrections')}>
      <Table<CorrectionView>
        size="small"
        loading={isLoading}
        pagination={false}
        rowKey="correctionId"
        dataSource={data?.rows ?? []}
        scroll={{ x: 760 }}
        data-testid="corrections-table"
        columns={[
          {
            dataIndex: 'createdAt',
            title: label('askedAt'),
            width: 160,
            render: (at: string) => formatDateTime(at),
          },
          { key: 'changes', title: label('changes'), render: (_value, row) => <Changes row={row} /> },
          { dataIndex: 'reason', title: label('reason'), width: 180 },
          {
            dataIndex: 'status',
            title: label('status'),
            width: 100,
            render: (status: CorrectionView['status']) => (
              <Tag color={STATUS_COLOURS[status]}>{label(`correctionStatuses.${status}`)}</Tag>
            ),
          },
          {
            key: 'decision',
            title: label('decision'),
            width: 180,
            render: (_value, row) =>
              row.decidedBy ? `${row.decidedBy}${row.decisionNote ? `: ${row.decisionNote}` : ''}` : '',
          },
          {
            key: 'actions',
            title: label('actions'),
            width: 150,
            render: (_value, row) =>
              row.status !== 'pending' ? null : (
                <Space size={0}>
                  {canDecide && !isOwn ? (
                    <>
                      <Popconfirm
                        title={label('acceptConfirm')}
                        onConfirm={() =>
                          decide.mutateAsync({ correctionId: row.correctionId, accept: true, note: '' })
                        }
                      >
                        <Button type="link" size="small">
                          {label('accept')}
                        </Button>
                      </Popconfirm>
                      <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                        {label('reject')}
                      </Button>
                    </>
                  ) : null}
                  {isOwn ? (
                    <Popconfirm
                      title={label('withdrawConfirm')}
                      onConfirm={() => withdraw.mutateAsync(row.correctionId)}
                    >
                      <Button type="link" size="small">
                        {label('withdraw')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ),
          },
        ]}
      />
      <VenusDialog
        open={rejecting !== null}
        title={label('reject')}
        onCancel={() => setRejecting(null)}
        confirmDisabled={!note.trim()}
        confirmLoading={decide.isPending}
        onConfirm={async () => {
          await decide.mutateAsync({ correctionId: rejecting!.correctionId, accept: false, note });
          setRejecting(null);
          setNote('');
        }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-label={label('rejectNote')}
          placeholder={label('rejectNote')}
        />
      </VenusDialog>
    </Card>
  );
}
