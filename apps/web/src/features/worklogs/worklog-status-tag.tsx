import type { WorklogStatus } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where an entry stands, by colour: grey draft, blue awaiting, green confirmed, purple billed. */
const COLOURS: Record<WorklogStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  confirmed: 'success',
  billed: 'purple',
  writtenOff: 'warning',
};

export function WorklogStatusTag({ status }: { status: WorklogStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`worklog.status.${status}`)}
    </Tag>
  );
}

/** A narrative's score out of 100; red when it falls under the firm's flag threshold. */
export function ScoreTag({ score, flagBelow }: { score: number; flagBelow: number }) {
  const { t } = useTranslation();
  const flagged = score < flagBelow;
  return (
    <Tag color={flagged ? 'error' : score < 100 ? 'gold' : 'green'} data-flagged={flagged}>
      {t('worklog.score.value', { score })}
    </Tag>
  );
}
