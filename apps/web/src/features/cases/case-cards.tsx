import type { CaseRow } from '@venus/shared';
import { Empty, Pagination, Spin } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../components/dict/dict-select.tsx';
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
export function CaseCards({
  rows,
  total,
  loading,
  pageNum,
  pageSize,
  onPage,
  onOpen,
  toolbar,
}: CaseCardsProps) {
  const { t } = useTranslation();
  return (
    <section className="venus-cases__cards" aria-label={t('casesUi.list.cards')}>
      {toolbar ? <div className="venus-cases__cards-toolbar">{toolbar}</div> : null}
      <Spin spinning={loading}>
        {rows && rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
        <ul className="venus-cases__card-list">
          {(rows ?? []).map((row) => (
            <li key={row.projectId}>
              <button type="button" className="venus-cases__card" onClick={() => onOpen(row)}>
                <span className="venus-cases__card-head">
                  <span className="venus-cases__card-number">{row.number ?? t('casesUi.noNumber')}</span>
                  <CaseStageTag status={row.status} />
                </span>
                <span className="venus-cases__card-name">
                  <CaseName row={row} t={t} />
                </span>
                <span className="venus-cases__card-meta">
                  <span>{row.clientName}</span>
                  <span>
                    <DictLabel dictType="hk_practice_area" value={row.practiceArea} />
                    {row.partnerName ? ` · ${row.partnerName}` : ''}
                  </span>
                  <span>{dayjs(row.appliedAt ?? row.createdAt).format('YYYY-MM-DD')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Spin>
      <Pagination
        simple
        align="center"
        current={pageNum}
        pageSize={pageSize}
        total={total}
        onChange={onPage}
        showTotal={(count) => t('list.total', { total: count })}
      />
    </section>
  );
}
