import type { CaseRow } from '@venus/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { ListCards } from '../../components/list-cards/list-cards.tsx';
import { CaseName } from './case-columns.tsx';
import { CaseStageTag } from './case-stage-tag.tsx';

interface CaseCardsProps {
  rows: readonly CaseRow[] | undefined;
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  onOpen: (row: CaseRow) => void;
  toolbar?: ReactNode;
}

/** Spec §2: the case lists on a phone (≤ 768 px), one card per case instead of a wide table. */
export function CaseCards(props: CaseCardsProps) {
  const { t } = useTranslation();
  return (
    <ListCards
      {...props}
      label={t('casesUi.list.cards')}
      rowKey={(row) => row.projectId}
      cardClassName="venus-cases__card"
      renderCard={(row) => (
        <>
          <span className="venus-list-cards__head">
            <span className="venus-cases__card-number">{row.number ?? t('casesUi.noNumber')}</span>
            <CaseStageTag status={row.status} />
          </span>
          <span className="venus-cases__card-name">
            <CaseName row={row} t={t} />
          </span>
          <span className="venus-list-cards__meta">
            <span>{row.clientName}</span>
            <span>
              <DictLabel dictType="hk_practice_area" value={row.practiceArea} />
              {row.partnerName ? ` · ${row.partnerName}` : ''}
            </span>
            <span>{dayjs(row.appliedAt ?? row.createdAt).format('YYYY-MM-DD')}</span>
          </span>
        </>
      )}
    />
  );
}
