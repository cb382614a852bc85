import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ScoreRules, scoreNarrative, scoreRulesSchema } from '@venus/shared';
import { Button, Card, Form, Input, InputNumber, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../../components/client-picker/client-picker.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { schemaRule } from '../../../components/form/zod-rule.ts';
import { ScoreTag } from '../worklog-status-tag.tsx';
import { useScoreRules } from '../worklogs-api.ts';
import { useSaveScoreRules } from './score-api.ts';
import '../worklogs.css';
import { Select } from '../../../components/select/select.tsx';

/** The rules' form: the client ids as one picker per line, so each shows its client's name. */
interface RuleValues extends Omit<ScoreRules, 'taskCodeClientIds'> {
  taskCodeClientIds: (number | null)[];
}

const fields = scoreRulesSchema.shape;
const POINTS = ['shortPenalty', 'vaguePenalty', 'taskCodePenalty', 'flagBelow'] as const;

/**
 * Spec /worklog/score/rule: what makes a narrative score low. A trial narrative shows how the
 * rules as edited (not yet saved) would score it.
 */
export function ScoreRulesPage() {
  const { t } = useTranslation();
  const rules = useScoreRules();
  const save = useSaveScoreRules();
  const [form] = Form.useForm<RuleValues>();
  const formName = `worklog-rules-${useId()}`;
  const [trial, setTrial] = useState('');
  useEffect(() => {
    if (rules.data) form.setFieldsValue(rules.data);
  }, [rules.data, form]);
  const watched = Form.useWatch([], form) as Partial<RuleValues> | undefined;
  const parsed = scoreRulesSchema.safeParse({
    ...watched,
    taskCodeClientIds: (watched?.taskCodeClientIds ?? []).filter((id) => id !== null && id !== undefined),
  });
  const trialScore =
    parsed.success && trial.trim() !== ''
      ? scoreNarrative({ narrative: trial, billable: true, taskCode: '', clientId: null }, parsed.data)
      : null;

  const sendForm = useFormSubmit(form);
  const submit = () =>
    sendForm((values) => {
      const input: ScoreRules = {
        ...values,
        vaguePhrases: values.vaguePhrases ?? [],
        taskCodeClientIds: [...new Set(values.taskCodeClientIds.filter((id): id is number => id !== null))],
      };
      return save.mutateAsync(input);
    }, t('worklog.rulesUi.saved'));

  if (rules.isLoading) return <Spin />;
  const points = (name: (typeof POINTS)[number]) => (
    <Form.Item
      key={name}
      name={name}
      label={t(`worklog.rulesUi.${name}`)}
      rules={[schemaRule(fields[name], name, t)]}
    >
      <InputNumber min={0} max={100} precision={0} suffix={t('worklog.rulesUi.points')} />
    </Form.Item>
  );
  return (
    <div className="venus-worklogs venus-worklogs__rules">
      <Card
        variant="borderless"
        title={t('worklog.rulesUi.title')}
        extra={
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('worklog.rulesUi.save')}
          </Button>
        }
      >
        <Form<RuleValues> form={form} name={formName} layout="vertical">
          <Space wrap size={[24, 0]} align="start">
            <Form.Item
              name="minLength"
              label={t('worklog.rulesUi.minLength')}
              rules={[schemaRule(fields.minLength, 'minLength', t)]}
            >
              <InputNumber min={0} max={500} precision={0} suffix={t('worklog.rulesUi.characters')} />
            </Form.Item>
            {points('shortPenalty')}
          </Space>
          <Form.Item
            name="vaguePhrases"
            label={t('worklog.rulesUi.vaguePhrases')}
            extra={t('worklog.rulesUi.vaguePhrasesHint')}
          >
            <Select mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} />
          </Form.Item>
          {points('vaguePenalty')}
          <Form.Item
            label={t('worklog.rulesUi.taskCodeClients')}
            extra={t('worklog.rulesUi.taskCodeClientsHint')}
          >
            <Form.List name="taskCodeClientIds">
              {(items, { add, remove }) => (
                <Space orientation="vertical" className="venus-worklogs__client-list">
                  {items.map((item) => (
                    <Space key={item.key} align="start">
                      <Form.Item name={item.name} noStyle>
                        <ClientPicker aria-label={t('field.clientId')} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('worklog.action.delete')}
                        onClick={() => remove(item.name)}
                      />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add(null)}>
                    {t('worklog.rulesUi.addClient')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
          <Space wrap size={[24, 0]} align="start">
            {points('taskCodePenalty')}
            {points('flagBelow')}
          </Space>
        </Form>
      </Card>
      <Card variant="borderless" size="small" title={t('worklog.rulesUi.trialTitle')}>
        <Input.TextArea
          value={trial}
          onChange={(event) => setTrial(event.target.value)}
          placeholder={t('worklog.rulesUi.trialPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 4 }}
          aria-label={t('worklog.rulesUi.trialTitle')}
        />
        {trialScore && parsed.success ? (
          <Space wrap className="venus-worklogs__trial">
            <ScoreTag score={trialScore.score} flagBelow={parsed.data.flagBelow} />
            {trialScore.reasons.map((reason) => (
              <Tag key={reason} color="orange" variant="outlined">
                {t(`worklog.scoreReason.${reason}`)}
              </Tag>
            ))}
            {trialScore.reasons.length === 0 ? (
              <Typography.Text type="secondary">{t('worklog.rulesUi.trialClean')}</Typography.Text>
            ) : null}
          </Space>
        ) : null}
      </Card>
    </div>
  );
}
