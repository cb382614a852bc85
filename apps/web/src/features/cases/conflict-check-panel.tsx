import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ConflictHits } from './conflict-hits.tsx';
import type { CaseDraft } from './use-case-draft.ts';

/** The application's current conflict check: its hits to answer, or why there is nothing yet. */
export function ConflictCheckPanel({ draft }: { draft: CaseDraft }) {
  const { t } = useTranslation();
  const { check } = draft;
  const unanswered = check
    ? check.hits.filter((hit) => {
        const answer = draft.drafts[hit.hitId];
        return !answer?.answer || answer.note.trim() === '';
      }).length
    : 0;
  return (
    <Card
      variant="borderless"
      className="venus-cases__section"
      title={
        <span>
          <SafetyCertificateOutlined /> {t('casesUi.settle.checkTitle')}
        </span>
      }
    >
      {check === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('casesUi.settle.noCheckYet')} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary" data-testid="check-summary">
            {t('casesUi.check.summary', {
              at: dayjs(check.checkedAt).format('YYYY-MM-DD HH:mm'),
              name: check.checkedByName,
              names: check.queries.length,
              count: check.hits.length,
            })}
          </Typography.Text>
          {draft.changed ? (
            <Alert type="warning" showIcon title={t('casesUi.settle.changedSinceCheck')} />
          ) : null}
          {check.hits.length > 0 ? (
            <>
              <ConflictHits check={check} drafts={draft.drafts} onAnswer={draft.answer} />
              {unanswered > 0 ? (
                <Typography.Text type="warning">
                  {t('casesUi.settle.unanswered', { count: unanswered })}
                </Typography.Text>
              ) : null}
            </>
          ) : (
            <Alert type="success" showIcon title={t('casesUi.settle.noHits')} />
          )}
        </Flex>
      )}
    </Card>
  );
}
