import { HistoryOutlined } from '@ant-design/icons';
import { CASE_STATUS } from '@venus/shared';
import { Alert, Button, Card, Flex, Form, Result, Space, Spin, Steps } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useUserSettings } from '../../app/settings/use-user-settings.ts';
import type { NamePath } from '../../components/form/server-field-errors.ts';
import { CaseBasicsFields, CaseFeeFields, CaseOtherFields } from './case-basics-fields.tsx';
import { CASE_FORM_STEPS, type CaseFormValues, newCaseValues } from './case-form-values.ts';
import { caseDetailPath, caseTitle, checkHistoryPath } from './case-paths.ts';
import { ConflictCheckPanel } from './conflict-check-panel.tsx';
import { PartiesEditor } from './parties-editor.tsx';
import { TeamEditor } from './team-editor.tsx';
import { type CaseDraft, useCaseDraft } from './use-case-draft.ts';
import './cases.css';

/** Spec /project/settle: one page, or steps when the person chose that layout (newSettleProjectLayout). */
export function SettlePage() {
  return <SettleForm stepped={useUserSettings().newSettleProjectLayout === 1} />;
}

/** Spec /project/settle1: the same application, one column, step by step. */
export function SettleSteppedPage() {
  return <SettleForm stepped />;
}

const stepOfName = (name: NamePath) =>
  Math.max(
    0,
    CASE_FORM_STEPS.findIndex((fields) => fields.includes(String(name[0]))),
  );

function SettleForm({ stepped }: { stepped: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openedId = Number(useSearchParams()[0].get('projectId') ?? 0);
  const me = useUserInfo().data?.user.userId;
  const [form] = Form.useForm<CaseFormValues>();
  // Kept-alive tabs can hold two of these forms at once: their field ids must not collide.
  const formName = `case-${useId()}`;
  const draft = useCaseDraft(form, openedId);
  const [step, setStep] = useState(0);

  if (draft.loading) return <Spin />;
  if (draft.missing) return <Result status="404" title={t('casesUi.notFound')} />;
  const detail = draft.detail;
  const isDraft = !detail || detail.status === CASE_STATUS.draft;
  const readOnly = detail !== undefined && !detail.can.edit;

  const goToFirstProblem = (refused: NamePath[]) => {
    const first = refused[0];
    if (stepped && first) setStep(Math.min(...refused.map(stepOfName)));
  };
  const act = async (action: () => Promise<{ projectId: number } | { refused: NamePath[] }>) => {
    const outcome = await action();
    if ('refused' in outcome) goToFirstProblem(outcome.refused);
  };
  const submit = async () => {
    const id = draft.projectId;
    const sent = await draft.submit();
    if (!sent) return;
    draft.startOver();
    setStep(0);
    void navigate(caseDetailPath(caseTitle(sent), id));
  };

  const sections: { key: string; title: string; body: ReactNode }[] = [
    {
      key: 'basics',
      title: t('casesUi.settle.basics'),
      body: <CaseBasicsFields />,
    },
    { key: 'parties', title: t('casesUi.settle.parties'), body: <PartiesEditor /> },
    {
      key: 'team',
      title: t('casesUi.settle.teamAndFee'),
      body: (
        <>
          <TeamEditor />
          <div className="venus-cases__gap" />
          <CaseFeeFields />
          <CaseOtherFields related={detail?.relatedProjects ?? []} />
        </>
      ),
    },
  ];
  const nextStep = async () => {
    try {
      await form.validateFields([...(CASE_FORM_STEPS[step] ?? [])], { recursive: true });
      setStep(step + 1);
    } catch {
      // The fields say what is missing.
    }
  };

  const actions = (
    <SettleActions
      draft={draft}
      isDraft={isDraft}
      onSave={() => void act(draft.saveDraft)}
      onCheck={() => void act(draft.runCheck)}
      onSubmit={() => void submit()}
    />
  );

  return (
    <div className={stepped ? 'venus-cases venus-cases--stepped' : 'venus-cases'}>
      <Card
        variant="borderless"
        className="venus-cases__section"
        title={
          detail ? t('casesUi.settle.editTitle', { name: caseTitle(detail) }) : t('casesUi.settle.title')
        }
        extra={
          draft.projectId ? (
            <Button
              type="link"
              icon={<HistoryOutlined />}
              onClick={() => void navigate(checkHistoryPath(t('casesUi.checks.title'), draft.projectId))}
            >
              {t('casesUi.checks.title')}
            </Button>
          ) : null
        }
      >
        {readOnly ? <Alert type="warning" showIcon title={t('casesUi.settle.notEditable')} /> : null}
        {draft.problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            className="venus-cases__problems"
            title={draft.problems.length === 1 ? draft.problems[0] : t('casesUi.settle.problems')}
            description={
              draft.problems.length > 1 ? draft.problems.map((text) => <div key={text}>{text}</div>) : null
            }
          />
        ) : null}
        {stepped ? (
          <Steps
            className="venus-cases__steps"
            current={step}
            size="small"
            onChange={setStep}
            items={[
              ...sections.map((section) => ({ title: section.title })),
              { title: t('casesUi.settle.checkStep') },
            ]}
          />
        ) : null}
      </Card>
      <Form<CaseFormValues>
        form={form}
        name={formName}
        layout="vertical"
        disabled={readOnly}
        initialValues={openedId ? undefined : newCaseValues(me)}
        onValuesChange={draft.markChanged}
        scrollToFirstError
      >
        {sections.map((section, index) => (
          // Steps not shown stay mounted, so their values are kept and sent.
          <div key={section.key} hidden={stepped && index !== step}>
            <Card
              variant="borderless"
              className="venus-cases__section"
              title={stepped ? null : section.title}
            >
              {section.body}
            </Card>
          </div>
        ))}
      </Form>
      {isDraft && (!stepped || step === sections.length) ? <ConflictCheckPanel draft={draft} /> : null}
      {readOnly ? null : (
        <div className="venus-cases__actions">
          {stepped ? (
            <Space wrap>
              {step > 0 ? (
                <Button onClick={() => setStep(step - 1)}>{t('casesUi.settle.previous')}</Button>
              ) : null}
              {step < sections.length ? (
                <Button type="primary" onClick={() => void nextStep()}>
                  {t('casesUi.settle.next')}
                </Button>
              ) : null}
            </Space>
          ) : null}
          {!stepped || step === sections.length ? actions : null}
        </div>
      )}
    </div>
  );
}

function SettleActions({
  draft,
  isDraft,
  onSave,
  onCheck,
  onSubmit,
}: {
  draft: CaseDraft;
  isDraft: boolean;
  onSave: () => void;
  onCheck: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} justify="flex-end" className="venus-cases__action-buttons">
      <Button onClick={onSave} loading={draft.saving}>
        {t(isDraft ? 'casesUi.settle.saveDraft' : 'casesUi.settle.save')}
      </Button>
      {isDraft ? (
        <>
          <Button onClick={onCheck} loading={draft.checking}>
            {t('casesUi.settle.runCheck')}
          </Button>
          <Button type="primary" onClick={onSubmit} disabled={!draft.canSubmit} loading={draft.submitting}>
            {t('casesUi.settle.submit')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
