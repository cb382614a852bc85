import { type CaseDetail, projectDisplay } from '@venus/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { caseDetailPath } from './case-paths.ts';
import { CaseStageTag } from './case-stage-tag.tsx';
import { CaseSubPageFrame } from './case-sub-page.tsx';

/** Spec /project/related/:title?projectId=: the cases related to this one, each opening its detail. */
export function CaseRelatedPage() {
  return <CaseSubPageFrame page="related">{(detail) => <RelatedCases detail={detail} />}</CaseSubPageFrame>;
}

function RelatedCases({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(project) => project.id}
      pagination={false}
      dataSource={detail.relatedProjects}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('casesUi.sub.related.none') }}
      columns={[
        {
          key: 'case',
          title: t('casesUi.field.name'),
          width: 320,
          render: (_, project) =>
            project.visible ? (
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
          render: (_, project) => (project.visible ? project.clientName : '—'),
        },
        {
          key: 'stage',
          title: t('casesUi.field.stage'),
          width: 140,
          render: (_, project) =>
            project.status !== null ? (
              <CaseStageTag status={project.status} />
            ) : (
              <Typography.Text type="secondary">{t('casesUi.sub.related.walled')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
