import { PlusOutlined } from '@ant-design/icons';
import { WITHHOLDING_PERMISSIONS, type WithholdingRule } from '@venus/shared';
import { App, Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { useWithholdingRuleMutations, useWithholdingRules } from './withholding-api.ts';
import { figureLabel } from './withholding-columns.tsx';
import { rateText } from './withholding-months.ts';
import { WithholdingRuleDialog } from './withholding-rule-dialog.tsx';

/**
 * 预提规则 (decision 0051): the rules the report applies, by kind — a partner's own rule replaces
 * the firm's of its kind. Everyone who reads the report reads them; finance adds, changes and
 * deletes them (`report:withholding:rules`), and the report refetches after each change.
 */
export function WithholdingRulesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mayEdit = useHasPermission(WITHHOLDING_PERMISSIONS.rules);
  const rules = useWithholdingRules(open);
  const { remove } = useWithholdingRuleMutations();
  // undefined: no dialog; null: a new rule; a rule: that rule changed.
  const [editing, setEditing] = useState<WithholdingRule | null | undefined>(undefined);
  const label = (key: string) => t(`withholdingView.rule.${key}`);

  const confirmDelete = (rule: WithholdingRule) =>
    void modal.confirm({
      title: label('deleteConfirm'),
      content: t('withholdingView.rule.deleteWhat', {
        kind: figureLabel(t, rule.kind),
        partner: rule.partnerName || label('wholeFirm'),
        from: rule.fromMonth,
      }),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(rule.ruleId),
    });

  const columns: TableColumnsType<WithholdingRule> = [
    { key: 'kind', title: label('kind'), width: 110, render: (_, rule) => figureLabel(t, rule.kind) },
    {
      key: 'partner',
      title: label('partner'),
      width: 130,
      render: (_, rule) =>
        rule.partnerName || <Typography.Text type="secondary">{label('wholeFirm')}</Typography.Text>,
    },
    {
      key: 'rate',
      title: label('rate'),
      width: 90,
      align: 'right',
      render: (_, rule) => `${rateText(rule.rate)}%`,
    },
    { key: 'fromMonth', title: label('fromMonth'), dataIndex: 'fromMonth', width: 100 },
    {
      key: 'toMonth',
      title: label('toMonth'),
      width: 100,
      render: (_, rule) =>
        rule.toMonth ?? <Typography.Text type="secondary">{label('ongoing')}</Typography.Text>,
    },
    { key: 'remark', title: label('remark'), dataIndex: 'remark', ellipsis: true },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: label('actions'),
            width: 120,
            render: (_: unknown, rule: WithholdingRule) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(rule)}>
                  {label('edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmDelete(rule)}>
                  {label('delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <VenusDrawer
      open={open}
      onClose={onClose}
      width={70}
      title={label('title')}
      footer={
        mayEdit ? null : (
          <Typography.Text type="secondary" data-testid="withholding-rules-readonly">
            {label('readOnly')}
          </Typography.Text>
        )
      }
    >
      <Typography.Paragraph type="secondary">{label('explain')}</Typography.Paragraph>
      {mayEdit ? (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          className="venus-withholding__add"
        >
          {label('add')}
        </Button>
      ) : null}
      <Table<WithholdingRule>
        size="small"
        rowKey="ruleId"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={label('title')}
      />
      {editing !== undefined ? (
        <WithholdingRuleDialog editing={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </VenusDrawer>
  );
}
