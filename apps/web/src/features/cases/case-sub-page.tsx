import { ArrowLeftOutlined } from '@ant-design/icons';
import type { CaseDetail } from '@venus/shared';
import { Card, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type CaseSubPage, caseDetailPath, caseSubPath, caseTitle } from './case-paths.ts';
import { useCaseDetail } from './cases-api.ts';
import './cases.css';

interface CaseSubPageProps {
  page: CaseSubPage;
  /** The page's body for the case named in `?projectId=`. */
  children: (detail: CaseDetail) => ReactNode;
  extra?: (detail: CaseDetail) => ReactNode;
}

/**
 * The frame of a case's own pages (/project/lawyer, related, contact, budget): the case from the
 * query, its number:name under the page's title and the way back to its detail. A case one may
 * not see reads as not found, as on the detail (decision 0025).
 */
export function CaseSubPageFrame({ page, children, extra }: CaseSubPageProps) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const projectId = Number(query.get('projectId') ?? 0);
  const detail = useCaseDetail(projectId);
  if (detail.isLoading) return <Spin className="venus-cases__loading" />;
  if (detail.isError || !detail.data) return <Result status="404" title={t('casesUi.notFound')} />;
  const project = detail.data;
  return (
    <div className="venus-cases venus-cases--sub" data-project={project.projectId}>
      <Card
        variant="borderless"
        className="venus-cases__section"
        title={`${t(`casesUi.sub.${page}.title`)} · ${project.number ? `${project.number}:` : ''}${project.nameCn}`}
        extra={
          <Flex gap={12} align="center">
            {extra?.(project)}
            <Link to={caseDetailPath(caseTitle(project), project.projectId)}>
              <ArrowLeftOutlined /> {t('casesUi.sub.back')}
            </Link>
          </Flex>
        }
      >
        {children(project)}
      </Card>
    </div>
  );
}

/** The detail's small links to the case's own pages. */
export function CaseSubLinks({ detail, pages }: { detail: CaseDetail; pages: readonly CaseSubPage[] }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={16} className="venus-cases__sub-links">
      {pages.map((page) => (
        <Link key={page} to={caseSubPath(page, caseTitle(detail), detail.projectId)}>
          {t(`casesUi.sub.${page}.link`)}
        </Link>
      ))}
    </Flex>
  );
}
