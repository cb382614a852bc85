import { CheckOutlined } from '@ant-design/icons';
import type { WorklogView } from '@venus/shared';
import { App, Button, Checkbox, Empty, Pagination, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { SearchPanel } from '../../../components/list-page/search-panel.tsx';
import { ReasonDialog } from '../reason-dialog.tsx';
import { useWorklogTable } from '../use-worklog-table.ts';
import { type WorklogFilters, worklogConditions } from '../worklog-filters.tsx';
import { useScoreRules, useWorklogMutations } from '../worklogs-api.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { SubmissionCard } from './submission-card.tsx';
import { groupBySubmission, type SubmissionGroup } from './submission-groups.ts';
import '../worklogs.css';

/**
 * Spec /worklog/relateWorklog (?projectId=): time on the cases I am responsible for, grouped by
 * submission, awaiting confirmation by default. Submissions are confirmed in bulk, sent back
 * with a comment, and single entries adjusted with a reason.
 */
export function RelateWorklogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const projectId = Number(useSearchParams()[0].get('projectId') ?? 0) || undefined;
  const initialFilters = useMemo<Partial<WorklogFilters>>(
    () => ({ status: 'submitted', ...(projectId ? { projectId } : {}) }),
    [projectId],
  );
  const { table, form, search, list, rows } = useWorklogTable({
    kind: 'relateList',
    tableId: 'worklog-related',
    withUser: true,
    initialFilters,
  });
  useEffect(() => form.setFieldsValue(initialFilters), [form, initialFilters]);
  const flagBelow = useScoreRules().data?.flagBelow ?? 0;
  const groups = useMemo(() => groupBySubmission(rows), [rows]);
  const confirmable = groups.filter((group) => group.canConfirm);
  const [checked, setChecked] = useState<string[]>([]);
  const chosen = confirmable.filter((group) => checked.includes(group.key));
  const [confirming, setConfirming] = useState<SubmissionGroup[] | null>(null);
  const [sendingBack, setSendingBack] = useState<SubmissionGroup | null>(null);
  const [adjusting, setAdjusting] = useState<WorklogView | null>(null);
  const { confirm, sendBack } = useWorklogMutations();

  const toggle = (key: string, on: boolean) =>
    setChecked((before) => (on ? [...before, key] : before.filter((item) => item !== key)));
  const submissionIds = (of: readonly SubmissionGroup[]) =>
    of.flatMap((group) => (group.submissionId === null ? [] : [group.submissionId]));

  return (
    <div className="venus-worklogs">
      <ListPage
        title={t('worklog.review.title')}
        search={
          <SearchPanel<WorklogFilters>
            form={form}
            conditions={worklogConditions(t, { withUser: true })}
            onSearch={(values) => {
              setChecked([]);
              search(values);
            }}
          />
        }
      >
        <div className="venus-worklogs__toolbar">
          <Space wrap>
            <Checkbox
              checked={confirmable.length > 0 && chosen.length === confirmable.length}
              indeterminate={chosen.length > 0 && chosen.length < confirmable.length}
              disabled={confirmable.length === 0}
              onChange={(event) =>
                setChecked(event.target.checked ? confirmable.map((group) => group.key) : [])
              }
            >
              {t('worklog.review.checkAll')}
            </Checkbox>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={chosen.length === 0}
              onClick={() => setConfirming(chosen)}
            >
              {t('worklog.review.confirmChecked', { count: chosen.length })}
            </Button>
          </Space>
        </div>
        {list.isLoading ? <Spin /> : null}
        {!list.isLoading && groups.length === 0 ? <Empty description={t('worklog.review.nothing')} /> : null}
        <Space orientation="vertical" size={12} className="venus-worklogs__submissions">
          {groups.map((group) => (
            <SubmissionCard
              key={group.key}
              group={group}
              checked={checked.includes(group.key)}
              flagBelow={flagBelow}
              onCheck={(on) => toggle(group.key, on)}
              onConfirm={() => setConfirming([group])}
              onSendBack={() => setSendingBack(group)}
              onAdjust={setAdjusting}
            />
          ))}
        </Space>
        <Pagination
          className="venus-worklogs__pagination"
          align="end"
          current={table.pageNum}
          pageSize={table.pageSize}
          total={list.data?.total ?? 0}
          onChange={table.changePage}
          showTotal={(count) => t('worklog.review.entriesTotal', { total: count })}
        />
      </ListPage>
      <ReasonDialog
        open={confirming !== null}
        title={t('worklog.review.confirmTitle', { count: confirming?.length ?? 0 })}
        label={t('worklog.review.comment')}
        required={false}
        loading={confirm.isPending}
        confirmText={t('worklog.review.confirm')}
        onConfirm={async (comment) => {
          await confirm.mutateAsync({ submissionIds: submissionIds(confirming ?? []), comment });
          void message.success(t('worklog.review.confirmed', { count: confirming?.length ?? 0 }));
          setChecked([]);
        }}
        onClose={() => setConfirming(null)}
      />
      <ReasonDialog
        open={sendingBack !== null}
        title={t('worklog.review.sendBackTitle')}
        label={t('worklog.review.sendBackComment')}
        required
        danger
        loading={sendBack.isPending}
        confirmText={t('worklog.review.sendBack')}
        onConfirm={async (comment) => {
          await sendBack.mutateAsync({ submissionId: sendingBack?.submissionId ?? 0, comment });
          void message.success(t('worklog.review.sentBack'));
        }}
        onClose={() => setSendingBack(null)}
      />
      <AdjustDialog entry={adjusting} onClose={() => setAdjusting(null)} />
    </div>
  );
}
