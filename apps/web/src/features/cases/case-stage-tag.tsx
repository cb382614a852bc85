import { type CaseStage, caseStageOf } from '@venus/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const STAGE_COLOURS: Record<CaseStage, string> = {
  draft: 'default',
  preCheck: 'processing',
  establishment: 'purple',
  active: 'success',
  closingAudit: 'warning',
  closed: 'default',
  declined: 'error',
};

/** Where a case stands, by its status number (decision 0025: pre-check is 1 to 5, shown as one). */
export function CaseStageTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const stage = caseStageOf(status);
  return (
    <Tag color={STAGE_COLOURS[stage]} data-stage={stage}>
      {t(`casesUi.stage.${stage}`)}
    </Tag>
  );
}
