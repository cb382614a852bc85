import { AuditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api/api-client.ts';
import { liveEvents } from '../../app/live/live-event-bus.ts';
import { approvalKeys } from '../../components/approval-timeline/approval-detail-api.ts';
import './pending-tasks-badge.css';

/** The server raises this (in a msg's eventBus) whenever someone's tasks change. */
const USER_TASKS_CHANGED = 'userTasksChanged';
export const TASK_CENTRE_PATH = '/process/todo';

/**
 * The count of my pending tasks in the header, kept current over the live socket: a new task, a
 * task decided by someone else, a delegation started — the badge follows without a reload.
 */
export function PendingTasksBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...approvalKeys.all, 'count'],
    queryFn: ({ signal }) =>
      api.get<{ pending: number }>('/process/project/userTask/count', { signal, errorHandling: 'caller' }),
    refetchInterval: 5 * 60_000,
  });
  useEffect(
    () =>
      liveEvents.subscribe(USER_TASKS_CHANGED, () => {
        void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      }),
    [queryClient],
  );
  const pending = data?.pending ?? 0;
  return (
    <Tooltip title={t('approvalsUi.pendingTooltip', { count: pending })}>
      <Button
        type="text"
        className="venus-header__action venus-pending-tasks"
        aria-label={t('approvalsUi.pendingTooltip', { count: pending })}
        onClick={() => void navigate(TASK_CENTRE_PATH)}
        icon={
          <Badge count={pending} size="small" overflowCount={99} data-pending={pending}>
            <AuditOutlined className="venus-pending-tasks__icon" />
          </Badge>
        }
      />
    </Tooltip>
  );
}
