import { CASE_STAGES, type CaseStage } from '@venus/shared';
import { useTranslation } from 'react-i18next';
import { type CaseFocus, useCaseCounts } from './cases-api.ts';

interface StageCountsProps {
  focus: CaseFocus;
  stage: CaseStage | undefined;
  onChange: (stage: CaseStage | undefined) => void;
}

/**
 * Spec "counts of focus and stage": how many cases stand at each stage; a card filters the list
 * to its stage, "all" clears the filter.
 */
export function StageCounts({ focus, stage, onChange }: StageCountsProps) {
  const { t } = useTranslation();
  const { data } = useCaseCounts(focus);
  const total = data ? CASE_STAGES.reduce((sum, key) => sum + data[key], 0) : undefined;
  const cards: { key: CaseStage | 'all'; count: number | undefined }[] = [
    { key: 'all', count: total },
    ...CASE_STAGES.map((key) => ({ key, count: data?.[key] })),
  ];
  return (
    <section className="venus-cases__counts" aria-label={t('casesUi.list.byStage')}>
      {cards.map(({ key, count }) => {
        const chosen = key === 'all' ? stage === undefined : stage === key;
        return (
          <button
            key={key}
            type="button"
            className={`venus-cases__count venus-cases__count--${count ? key : 'zero'}`}
            aria-pressed={chosen}
            data-stage={key}
            onClick={() => onChange(key === 'all' ? undefined : key)}
          >
            <span className="venus-cases__count-value">{count ?? '–'}</span>
            <span className="venus-cases__count-label">
              {key === 'all' ? t('casesUi.list.allStages') : t(`casesUi.stage.${key}`)}
            </span>
          </button>
        );
      })}
    </section>
  );
}
