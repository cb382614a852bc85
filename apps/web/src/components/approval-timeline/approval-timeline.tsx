import type { Language } from '@venus/shared';
import { Empty, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import type { ApprovalDetail, TimelineLine } from './approval-detail-api.ts';
import './approval-timeline.css';

const ACTION_COLOURS: Record<string, string> = {
  submit: 'blue',
  resubmit: 'blue',
  approve: 'green',
  complete: 'green',
  reject: 'red',
  sendBack: 'orange',
  withdraw: 'gray',
  transfer: 'purple',
  skip: 'gray',
};

function stepLabel(line: Pick<TimelineLine, 'stepName' | 'stepNameEn'>, language: Language): string {
  return language === 'en' && line.stepNameEn ? line.stepNameEn : line.stepName;
}

/**
 * Issue 6 §5: who did what to a request, when, with their comments; a delegate's line names
 * both the delegate and the person they acted for. The last line says whom it waits for.
 */
export function ApprovalTimeline({ detail }: { detail: ApprovalDetail | null | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!detail)
    return <Empty description={t('approvalsUi.timeline.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const stepByKey = new Map(detail.steps.map((step) => [step.key, step]));
  const items = detail.timeline.map((line, index) => ({
    key: index,
    color: ACTION_COLOURS[line.action] ?? 'gray',
    content: (
      <div className="venus-timeline-line" data-action={line.action}>
        <div className="venus-timeline-line__head">
          <Tag color={ACTION_COLOURS[line.action]}>{t(`approvalsUi.action.${line.action}`)}</Tag>
          {line.stepName ? (
            <span className="venus-timeline-line__step">{stepLabel(line, language)}</span>
          ) : null}
          <Typography.Text type="secondary" className="venus-timeline-line__time">
            {dayjs(line.createdAt).format('YYYY-MM-DD HH:mm')}
          </Typography.Text>
        </div>
        <div className="venus-timeline-line__who">
          {line.actorName}
          {line.onBehalfOfName ? t('approvalsUi.timeline.onBehalfOf', { name: line.onBehalfOfName }) : ''}
          {line.targetName ? ` → ${line.targetName}` : ''}
          {line.action === 'skip' ? t(`approvalsUi.skipReason.${line.comment}`) : ''}
        </div>
        {line.comment && line.action !== 'skip' ? (
          <div className="venus-timeline-line__comment">{line.comment}</div>
        ) : null}
      </div>
    ),
  }));
  if (detail.pending.length > 0) {
    const step = stepByKey.get(detail.pending[0]!.stepKey);
    items.push({
      key: items.length,
      color: 'blue',
      content: (
        <div className="venus-timeline-line venus-timeline-line--waiting" data-action="waiting">
          <div className="venus-timeline-line__head">
            <Tag color="processing">{t('approvalsUi.timeline.waiting')}</Tag>
            {step ? (
              <span className="venus-timeline-line__step">
                {stepLabel({ stepName: step.name, stepNameEn: step.nameEn }, language)}
              </span>
            ) : null}
          </div>
          <div className="venus-timeline-line__who">
            {detail.pending.map((task) => task.assigneeName).join('、')}
          </div>
        </div>
      ),
    });
  }
  return <Timeline className="venus-approval-timeline" items={items} />;
}
