import { workflowVersionPath } from '@venus/shared';
import { Button, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { ApprovalPanel } from './approval-panel.tsx';
import { LoadFailure } from './load-failure.tsx';
import './approvals.css';

const TASK_CENTRE_PATH = '/process/todo';

/**
 * Spec `/workflow/act/:title` (query instanceId, optional taskId): one request's approval on a
 * full page, where the approver's mail lands. Without a taskId the viewer's own pending task is
 * found; the server decides who may read the request and act on it.
 */
export function ApprovalActPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const instanceId = Number(params.get('instanceId') ?? 0);
  const queryTaskId = Number(params.get('taskId') ?? 0);
  const me = useUserInfo().data?.user.userId;
  const mayReadDefinitions = useHasPermission('process:definition:list');
  const valid = Number.isInteger(instanceId) && instanceId > 0;
  const detail = useApprovalDetail(valid ? instanceId : undefined);
  if (valid && detail.isLoading) return <Spin />;
  if (!valid || !detail.data)
    return <LoadFailure error={detail.error} notFound={t('approvalsUi.requestNotFound')} />;
  const { instance, pending } = detail.data;
  const mine =
    pending.find((task) => task.taskId === queryTaskId) ?? pending.find((task) => task.assigneeId === me);
  return (
    <div className="venus-approval-act">
      <Card
        variant="borderless"
        title={instance.title}
        extra={
          <Button type="link" onClick={() => void navigate(TASK_CENTRE_PATH)}>
            {t('approvalsUi.title')}
          </Button>
        }
      >
        <ApprovalPanel instanceId={instance.instanceId} taskId={mine?.taskId} />
        {mayReadDefinitions ? (
          <Link
            className="venus-approval-act__definition"
            to={workflowVersionPath(instance.title, instance.businessType, {
              definitionId: instance.definitionId,
            })}
          >
            {t('approvalsUi.runningDefinition')}
          </Link>
        ) : null}
      </Card>
    </div>
  );
}
