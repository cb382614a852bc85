import { workflowDefinitionPath, workflowTestPath, workflowVersionPath } from '@venus/shared';
import { Alert, Button, Card, Form, List, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../../app/session/use-permission.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { LoadFailure } from '../load-failure.tsx';
import { TestRunPanel } from './test-run-panel.tsx';
import { useSaveWorkflow, useWorkflowVersions, type WorkflowDefinition } from './workflow-definitions-api.ts';
import { WorkflowEditorForm } from './workflow-editor.tsx';
import { definitionOf, type WorkflowForm } from './workflow-form.ts';
import './workflow-designer.css';

const DESIGNER_PATH = '/system/workflow';

const nameOf = (definition: WorkflowDefinition) =>
  currentLanguage() === 'en' && definition.nameEn ? definition.nameEn : definition.name;

/** The versions of the business type in the query, or the page's 404/403 instead. */
function useVersionsOfQuery() {
  const [params] = useSearchParams();
  const businessType = params.get('businessType') ?? '';
  const versions = useWorkflowVersions(businessType);
  return { params, businessType, versions };
}

function VersionList({ versions, current }: { versions: WorkflowDefinition[]; current: number }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      className="venus-workflow-page__versions"
      dataSource={versions}
      rowKey="definitionId"
      renderItem={(version) => (
        <List.Item data-version={version.version}>
          <Space wrap>
            {version.version === current ? (
              <Tag color="blue">{t('workflowDesigner.versionNumber', { version: version.version })}</Tag>
            ) : (
              <Link
                to={workflowVersionPath(nameOf(version), version.businessType, { version: version.version })}
              >
                {t('workflowDesigner.versionNumber', { version: version.version })}
              </Link>
            )}
            <span>{dayjs(version.createdAt).format('YYYY-MM-DD HH:mm')}</span>
            <span className="venus-workflow-page__muted">
              {t('workflowDesigner.stepCount', { count: version.steps.length })}
            </span>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** Spec `/workflow/:title` (query businessType): one workflow, its newest version editable. */
export function WorkflowDefinitionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayEdit = useHasPermission('process:definition:edit');
  const { businessType, versions } = useVersionsOfQuery();
  const [form] = Form.useForm<WorkflowForm>();
  const save = useSaveWorkflow();
  if (versions.isLoading) return <Spin />;
  const latest = versions.data?.[0];
  if (!latest)
    return (
      <LoadFailure error={versions.error} notFound={t('workflowDesigner.notFound', { type: businessType })} />
    );

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(definitionOf(values));
  };

  return (
    <div className="venus-workflow-page">
      <Card
        variant="borderless"
        title={t('workflowDesigner.pageTitle', { name: nameOf(latest), version: latest.version })}
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(workflowTestPath(nameOf(latest), businessType))}>
              {t('workflowDesigner.tabTest')}
            </Button>
            <Button type="link" onClick={() => void navigate(DESIGNER_PATH)}>
              {t('workflowDesigner.title')}
            </Button>
          </Space>
        }
      >
        {mayEdit ? null : <Alert type="info" showIcon title={t('workflowDesigner.readOnlyHint')} />}
        <WorkflowEditorForm form={form} editing={latest} readOnly={!mayEdit} />
        {mayEdit ? (
          <div className="venus-workflow-editor__footer">
            <Button type="primary" loading={save.isPending} onClick={submit}>
              {t('workflowDesigner.saveVersion')}
            </Button>
          </div>
        ) : null}
      </Card>
      <Card variant="borderless" title={t('workflowDesigner.versions')}>
        <VersionList versions={versions.data ?? []} current={latest.version} />
      </Card>
    </div>
  );
}

/**
 * Spec `/workflow/:title/v2` (query businessType and version, or a request's definitionId): a saved
 * version read-only, as the requests started under it still run (decision 0015).
 */
export function WorkflowVersionPage() {
  const { t } = useTranslation();
  const { params, businessType, versions } = useVersionsOfQuery();
  const [form] = Form.useForm<WorkflowForm>();
  if (versions.isLoading) return <Spin />;
  const wanted = Number(params.get('version') ?? 0);
  const definitionId = Number(params.get('definitionId') ?? 0);
  const shown = versions.data?.find((row) =>
    definitionId > 0 ? row.definitionId === definitionId : row.version === wanted,
  );
  if (!shown) return <LoadFailure error={versions.error} notFound={t('workflowDesigner.versionNotFound')} />;
  const latest = versions.data?.[0];
  return (
    <div className="venus-workflow-page">
      <Card
        variant="borderless"
        title={t('workflowDesigner.versionTitle', { name: nameOf(shown), version: shown.version })}
        extra={
          latest ? (
            <Link to={workflowDefinitionPath(nameOf(latest), businessType)}>
              {t('workflowDesigner.latestVersion', { version: latest.version })}
            </Link>
          ) : null
        }
      >
        <Alert
          type={shown.version === latest?.version ? 'info' : 'warning'}
          showIcon
          title={t('workflowDesigner.versionHint', { version: shown.version })}
        />
        <WorkflowEditorForm form={form} editing={shown} readOnly />
      </Card>
      <Card variant="borderless" title={t('workflowDesigner.versions')}>
        <VersionList versions={versions.data ?? []} current={shown.version} />
      </Card>
    </div>
  );
}

/** Spec `/workflow/test/:title` (query businessType): who the newest version's steps would ask. */
export function WorkflowTestPage() {
  const { t } = useTranslation();
  const { businessType, versions } = useVersionsOfQuery();
  if (versions.isLoading) return <Spin />;
  const latest = versions.data?.[0];
  if (!latest)
    return (
      <LoadFailure error={versions.error} notFound={t('workflowDesigner.notFound', { type: businessType })} />
    );
  return (
    <div className="venus-workflow-page">
      <Card
        variant="borderless"
        title={t('workflowDesigner.testTitle', { name: nameOf(latest), version: latest.version })}
        extra={
          <Link to={workflowDefinitionPath(nameOf(latest), businessType)}>
            {t('workflowDesigner.openSteps')}
          </Link>
        }
      >
        <Alert
          type="info"
          showIcon
          className="venus-workflow-page__hint"
          title={t('workflowDesigner.testHint')}
        />
        <ol className="venus-workflow-page__steps">
          {latest.steps.map((step) => (
            <li key={step.key}>{currentLanguage() === 'en' && step.nameEn ? step.nameEn : step.name}</li>
          ))}
        </ol>
        <TestRunPanel steps={() => latest.steps} />
      </Card>
    </div>
  );
}
