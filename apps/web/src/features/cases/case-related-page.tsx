import { useQueries } from '@tanstack/react-query';
import { type CaseDetail, projectDisplay } from '@venus/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../app/api/api-client.ts';
import { caseDetailPath } from './case-paths.ts';
import { CaseStageTag } from './case-stage-tag.tsx';
import { CaseSubPageFrame } from './case-sub-page.tsx';
import { caseKeys } from './cases-api.ts';

type Related = CaseDetail['relatedProjects'][number];

/**
 * Each related case's detail as the reader may read it (the detail's own query, so opening one
 * is instant); a walled case answers 404 and is shown as number:name only (decision 0025).
 */
function useRelatedDetails(related: readonly Related[]) {
  return useQueries({
    queries: related.map((project) => ({
      queryKey: [...caseKeys.all, 'detail', project.id],
      retry: false,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<CaseDetail>('/hankun/project/detail', {
          params: { projectId: project.id },
          signal,
          errorHandling: 'caller',
        }),
    })),
  });
}

/** Spec /project/related/:title?projectId=: the cases related to this one, each opening its detail. */
export function CaseRelatedPage() {
  return <CaseSubPageFrame page="related">{(detail) => <RelatedCases detail={detail} />}</CaseSubPageFrame>;
}

function RelatedCases({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const details = useRelatedDetails(detail.relatedProjects);
  const rows = detail.relatedProjects.map((project, index) => ({ project, seen: details[index]?.data }));
  return (
    <Table
      size="small"
      rowKey={(row) => row.project.id}
      pagination={false}
      dataSource={rows}
      scroll={{ x: 640 }}
      loading={details.some((query) => query.isLoading)}
      locale={{ emptyText: t('casesUi.sub.related.none') }}
      columns={[
        {
          key: 'case',
          title: t('casesUi.field.name'),
          width: 320,
          render: (_, { project, seen }) =>
            seen ? (
              <Link to={caseDetailPath(project.number ?? project.name, project.id)}>
                {projectDisplay(project)}
              </Link>
            ) : (
              <Typography.Text>{projectDisplay(project)}</Typography.Text>
            ),
        },
        {
          key: 'client',
          title: t('casesUi.field.client'),
          width: 220,
          render: (_, { seen }) => seen?.clientName ?? '—',
        },
        {
          key: 'stage',
          title: t('casesUi.field.stage'),
          width: 140,
          render: (_, { seen }) =>
            seen ? (
              <CaseStageTag status={seen.status} />
            ) : (
              <Typography.Text type="secondary">{t('casesUi.sub.related.walled')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
