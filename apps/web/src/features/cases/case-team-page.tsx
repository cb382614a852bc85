import { type CaseDetail, type CaseTeamInput, TEAM_ROLE } from '@venus/shared';
import { Alert, App, Button, Flex, Form } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { applyServerErrors } from '../../components/form/server-field-errors.ts';
import { CaseTeam } from './case-overview.tsx';
import { CaseSubPageFrame } from './case-sub-page.tsx';
import { useCaseTeamMutations } from './case-team-api.ts';
import { TeamEditor } from './team-editor.tsx';

interface TeamValues {
  team: { userId: number | null; role: string; hourlyRate: string | null }[];
}

/** The rows' inputs, so a refusal of the whole team (one partner) shows above the table instead. */
const TEAM_INPUTS = new Set(['team.userId', 'team.role', 'team.hourlyRate']);

/**
 * Spec /project/lawyer/:title?projectId=: the case's team, replaced as a whole (resetProjectLawyer)
 * by its responsible partner or an administrator while the case has not ended; read for the rest.
 */
export function CaseTeamPage() {
  return (
    <CaseSubPageFrame page="lawyer">
      {(detail) => (detail.can.editTeam ? <TeamForm detail={detail} /> : <ReadOnlyTeam detail={detail} />)}
    </CaseSubPageFrame>
  );
}

function ReadOnlyTeam({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('casesUi.sub.lawyer.readOnly')} />
      <CaseTeam detail={detail} />
    </Flex>
  );
}

function TeamForm({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TeamValues>();
  const { resetTeam } = useCaseTeamMutations();
  const [problems, setProblems] = useState<string[]>([]);
  // Kept-alive tabs of two cases' team pages must not share input ids.
  const formName = `case-team-${useId()}`;

  // The saved team, again after each save (the detail is read anew).
  useEffect(() => {
    form.setFieldsValue({
      team: detail.team.map(({ userId, role, hourlyRate }) => ({ userId, role, hourlyRate })),
    });
  }, [detail.team, form]);

  const save = async () => {
    setProblems([]);
    const values = await form.validateFields({ recursive: true });
    const input: CaseTeamInput = {
      projectId: detail.projectId,
      team: values.team.map((member) => ({
        userId: member.userId as number,
        role: member.role,
        hourlyRate: member.hourlyRate ? member.hourlyRate : null,
      })),
    };
    try {
      await resetTeam.mutateAsync(input);
      message.success(t('casesUi.sub.lawyer.saved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = applyServerErrors(form, error.errors, { inputs: TEAM_INPUTS });
      setProblems(placed.general.length > 0 || placed.fields.length > 0 ? placed.general : [error.msg]);
    }
  };

  return (
    <Form<TeamValues>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={{ team: [{ userId: null, role: TEAM_ROLE.partner, hourlyRate: null }] }}
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('casesUi.sub.lawyer.intro')} />
        {problems.length > 0 ? (
          <Alert type="error" showIcon title={problems.join(' ')} className="venus-cases__problems" />
        ) : null}
        <TeamEditor />
        <Flex justify="end">
          <Button type="primary" loading={resetTeam.isPending} onClick={() => void save().catch(() => {})}>
            {t('casesUi.sub.lawyer.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
