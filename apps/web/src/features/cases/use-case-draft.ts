import { CASE_STATUS, type CaseDetail, type ConflictCheckRow } from '@venus/shared';
import { App, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { applyServerErrors, type NamePath } from '../../components/form/server-field-errors.ts';
import {
  CASE_FORM_INPUTS,
  type CaseFormValues,
  caseInputOf,
  newCaseValues,
  valuesOfCase,
} from './case-form-values.ts';
import { useCaseDetail, useCaseMutations, useCheckHistory } from './cases-api.ts';
import { draftsOf, type HitDraft, type HitDrafts, isEveryHitAnswered } from './conflict-answers.ts';

/**
 * The application form's work (spec /project/settle, decision 0025): save the draft, run the
 * conflict check over what is saved, answer each hit, and send. A check covers the parties as
 * saved, so any change after it asks for a new one before the application can be sent.
 */
export function useCaseDraft(form: FormInstance<CaseFormValues>, openedId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useUserInfo().data?.user.userId;
  const [createdId, setCreatedId] = useState(0);
  const projectId = openedId || createdId;
  const detail = useCaseDetail(projectId);
  const history = useCheckHistory(projectId, detail.data?.status === CASE_STATUS.draft);
  const [check, setCheck] = useState<ConflictCheckRow | null>(null);
  const [drafts, setDrafts] = useState<HitDrafts>({});
  const [changed, setChanged] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // Saving is the first half of a check: the buttons tell the two apart.
  const [checkRunning, setCheckRunning] = useState(false);
  const mutations = useCaseMutations();

  // A draft opened again shows its latest check, and the answers kept on it, while still current;
  // a refetch of the same check must not wipe answers typed since.
  const latest = history.data?.[0] ?? null;
  const shownCheckId = check?.checkId;
  useEffect(() => {
    if (latest?.current && latest.checkId !== shownCheckId) {
      setCheck(latest);
      // A re-check's history can arrive before the check's own answer: what was typed on the
      // check before stays with the same hits here too.
      setDrafts((before) => draftsOf(latest, before));
    }
  }, [latest, shownCheckId]);

  // The saved case fills the form once per case; later refetches (after a save) leave typing alone.
  const loaded = detail.data;
  const filledFor = useRef(0);
  useEffect(() => {
    if (!loaded || filledFor.current === loaded.projectId) return;
    filledFor.current = loaded.projectId;
    form.setFieldsValue(valuesOfCase(loaded));
  }, [loaded, form]);
  useEffect(() => {
    if (!openedId && me && !form.isFieldsTouched()) form.setFieldsValue(newCaseValues(me));
  }, [openedId, me, form]);

  const showRefusal = useCallback(
    (error: unknown): NamePath[] => {
      if (!isApiError(error)) throw error;
      // The update call nests the case under `project`.
      const placed = applyServerErrors(form, error.errors, { prefix: 'project', inputs: CASE_FORM_INPUTS });
      const general = placed.general.length > 0 || placed.fields.length > 0 ? placed.general : [error.msg];
      setProblems(general);
      return placed.fields.map((field) => field.name);
    },
    [form],
  );

  /** Saves the form (created on the first save); answers the case's id, or null when refused. */
  const save = async (): Promise<{ projectId: number } | { refused: NamePath[] }> => {
    setProblems([]);
    try {
      await form.validateFields({ recursive: true });
    } catch (invalid) {
      const fields = (invalid as { errorFields?: { name: NamePath }[] }).errorFields ?? [];
      return { refused: fields.map((field) => field.name) };
    }
    const input = caseInputOf(form.getFieldsValue(true) as CaseFormValues);
    try {
      if (projectId) {
        await mutations.update.mutateAsync({ projectId, project: input });
        return { projectId };
      }
      const id = await mutations.create.mutateAsync(input);
      setCreatedId(id);
      return { projectId: id };
    } catch (error) {
      return { refused: showRefusal(error) };
    }
  };

  const saveDraft = async () => {
    const outcome = await save();
    if ('projectId' in outcome) {
      setChanged(false);
      void message.success(t('casesUi.settle.saved'));
    }
    return outcome;
  };

  const runCheck = async () => {
    setCheckRunning(true);
    try {
      return await saveAndCheck();
    } finally {
      setCheckRunning(false);
    }
  };
  const saveAndCheck = async () => {
    // The answers as typed on the check being replaced, whatever arrives first afterwards.
    const typed = drafts;
    const outcome = await save();
    if (!('projectId' in outcome)) return outcome;
    const result = await mutations.check.mutateAsync({ projectId: outcome.projectId, names: [] });
    setCheck(result);
    // Answers typed on the check before, not yet sent, stay with the same hits of this one.
    setDrafts(draftsOf(result, typed));
    setChanged(false);
    void message.info(
      result.hits.length === 0
        ? t('casesUi.settle.noHits')
        : t('casesUi.settle.hitsFound', { count: result.hits.length }),
    );
    return outcome;
  };

  const answered = check !== null && isEveryHitAnswered(check, drafts);
  const canSubmit = check !== null && check.projectId === projectId && !changed && answered;

  /** Sends the application; answers the case as it stands now (numbered), or null when refused. */
  const submit = async (): Promise<CaseDetail | null> => {
    if (!check || !canSubmit) return null;
    setProblems([]);
    try {
      await mutations.settle.mutateAsync({
        projectId,
        checkId: check.checkId,
        answers: check.hits.map((hit) => ({
          hitId: hit.hitId,
          answer: drafts[hit.hitId]!.answer!,
          note: drafts[hit.hitId]!.note.trim(),
        })),
      });
    } catch (error) {
      showRefusal(error);
      return null;
    }
    void message.success(t('casesUi.settle.submitted'));
    return (await detail.refetch()).data ?? null;
  };

  /** After sending, the kept-alive tab starts a new application if it is shown again. */
  const startOver = () => {
    form.resetFields();
    filledFor.current = 0;
    setCreatedId(0);
    setCheck(null);
    setDrafts({});
    setChanged(false);
    setProblems([]);
    if (me) form.setFieldsValue(newCaseValues(me));
  };

  return {
    projectId,
    detail: detail.data as CaseDetail | undefined,
    loading: projectId > 0 && detail.isLoading,
    missing: projectId > 0 && detail.isError,
    check,
    drafts,
    answer: (hitId: number, draft: HitDraft) => setDrafts((before) => ({ ...before, [hitId]: draft })),
    changed,
    markChanged: () => setChanged(true),
    problems,
    answered,
    canSubmit,
    saving: !checkRunning && (mutations.create.isPending || mutations.update.isPending),
    checking: checkRunning,
    submitting: mutations.settle.isPending,
    saveDraft,
    runCheck,
    submit,
    startOver,
  };
}

export type CaseDraft = ReturnType<typeof useCaseDraft>;
