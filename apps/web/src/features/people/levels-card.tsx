import { PlusOutlined } from '@ant-design/icons';
import type { StaffLevelView } from '@venus/shared';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictLabel } from '../../components/dict/dict-select.tsx';
import { LevelDialog } from './level-dialog.tsx';
import { usePeopleMutations, useStaffLevels } from './people-api.ts';
import { LEVEL_DICT } from './staff-records-page.tsx';

/**
 * A person's levels over time (spec editLevel, decision 0059), each with the rate card's rates that
 * applied while it was in force: the rates the firm's time was valued at. HR adds and changes them.
 */
export function LevelsCard({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const { data, isLoading } = useStaffLevels(userId);
  const { removeLevel } = usePeopleMutations();
  const levelLabel = useDictLabel(LEVEL_DICT);
  const [editing, setEditing] = useState<StaffLevelView | null | undefined>(undefined);
  const label = (key: string) => t(`peopleUi.${key}`);

  return (
    <Card
      title={label('levels')}
      extra={
        canEdit ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {label('addLevel')}
          </Button>
        ) : null
      }
    >
      <Table<StaffLevelView>
        size="small"
        loading={isLoading}
        pagination={false}
        rowKey="levelId"
        dataSource={data ?? []}
        scroll={{ x: 720 }}
        data-testid="levels-table"
        columns={[
          {
            dataIndex: 'level',
            title: label('level'),
            render: (_level, row) => (
              <Space>
                {levelLabel(row.level)}
                {row.isCurrent ? <Tag color="green">{label('current')}</Tag> : null}
              </Space>
            ),
          },
          { dataIndex: 'effectiveFrom', title: label('effectiveFrom'), width: 120 },
          {
            dataIndex: 'effectiveTo',
            title: label('effectiveTo'),
            width: 120,
            render: (to: string | null) => to ?? label('ongoing'),
          },
          {
            dataIndex: 'rates',
            title: label('rates'),
            render: (_rates, row) =>
              row.rates.length === 0
                ? label('noRate')
                : row.rates.map((rate) => (
                    <div key={`${rate.currency}-${rate.from}`} className="venus-people-rate">
                      {rate.currency} {rate.rate} · {rate.from} – {rate.to ?? label('ongoing')}
                    </div>
                  )),
          },
          { dataIndex: 'note', title: label('note'), width: 140 },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: label('actions'),
                  width: 130,
                  render: (_value: unknown, row: StaffLevelView) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {label('edit')}
                      </Button>
                      <Popconfirm
                        title={label('removeLevelConfirm')}
                        onConfirm={() => removeLevel.mutateAsync(row.levelId)}
                      >
                        <Button type="link" size="small" danger>
                          {label('remove')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined ? (
        <LevelDialog userId={userId} editing={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Card>
  );
}
