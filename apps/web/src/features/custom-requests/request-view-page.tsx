import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useApprovalDetail } from '../../components/approval-timeline/approval-detail-api.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ApprovalPanel } from '../approvals/approval-panel.tsx';
import { amendRequestPath } from './custom-request-paths.ts';
import { useCustomRequest } from './custom-requests-api.ts';
import { CustomRequestRecord } from './request-record.tsx';
import { RequestStatusTag } from './request-status-tag.tsx';
import './custom-requests.css';

/**
 * Spec /workflow/commonView: a request as filed, read-only. Once sent, its approval panel shows
 * it with the approver's decision buttons, the applicant's withdrawal and the timeline.
 */
export function RequestViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestId = Number(useSearchParams()[0].get('id') ?? 0);
  const me = useUserInfo().data?.user.userId;
  const request = useCustomRequest(requestId);
  const approval = useApprovalDetail(request.data?.instanceId ?? undefined);
  if (request.isLoading) return <Spin />;
  if (!request.data) return <Result status="404" title={t('customRequests.requestNotFound')} />;
  const data = request.data;
  const myTask = approval.data?.pending.find((task) => task.assigneeId === me);
  const formName = currentLanguage() === 'en' && data.formNameEn ? data.formNameEn : data.formName;
  return (
    <div className="venus-requests venus-requests--filing">
      <Card
        variant="borderless"
        title={
          <span className="venus-requests__heading">
            {formName} <RequestStatusTag status={data.status} />
          </span>
        }
        extra={
          data.mayEdit ? (
            <Button type="primary" onClick={() => void navigate(amendRequestPath(data.requestId))}>
              {t(data.status === 'sentBack' ? 'customRequestsUi.amend' : 'list.edit')}
            </Button>
          ) : null
        }
      >
        {data.instanceId === null ? (
          <>
            <Alert
              type="info"
              showIcon
              className="venus-requests__notice"
              title={t('customRequestsUi.notSent')}
            />
            <Descriptions
              size="small"
              column={1}
              className="venus-requests__facts"
              items={[
                { key: 'title', label: t('customRequestsUi.requestTitle'), children: data.title },
                {
                  key: 'created',
                  label: t('customRequestsUi.createdAt'),
                  children: dayjs(data.createdAt).format('YYYY-MM-DD HH:mm'),
                },
              ]}
            />
            <CustomRequestRecord recordId={String(data.requestId)} />
          </>
        ) : (
          <ApprovalPanel instanceId={data.instanceId} taskId={myTask?.taskId} />
        )}
      </Card>
    </div>
  );
}
