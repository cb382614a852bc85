import type { StaffLevelView } from '@venus/shared';
import { Alert, DatePicker, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { isoDateField } from '../../components/form/iso-date-field.ts';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { usePeopleMutations } from './people-api.ts';
import { LEVEL_DICT } from './staff-records-page.tsx';

interface LevelValues {
  level?: string;
  effectiveFrom?: string;
  effectiveTo?: string | null;
  note?: string;
}

/**
 * A period of a person's level (spec editLevel, decision 0059). A new level from a day ends the
 * running one the day before (a promotion); any other overlap is refused, naming the period.
 */
export function LevelDialog({
  userId,
  editing,
  onClose,
}: {
  userId: number;
  /** The period changed; null for a new one. */
  editing: StaffLevelView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LevelValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const { saveLevel } = usePeopleMutations();
  const label = (key: string) => t(`peopleUi.${key}`);
  useFormOnOpen(
    form,
    true,
    editing ?? { level: undefined, effectiveFrom: undefined, effectiveTo: null, note: '' },
  );

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields();
    try {
      await saveLevel.mutateAsync({
        ...(editing ? { levelId: editing.levelId } : {}),
        userId,
        level: values.level ?? '',
        effectiveFrom: values.effectiveFrom ?? '',
        effectiveTo: values.effectiveTo ?? null,
        note: values.note ?? '',
      });
      onClose();
    } catch (error) {
      const shown = refusalOnForm(form, error, {
        inputs: new Set(['level', 'effectiveFrom', 'effectiveTo', 'note']),
      });
      if (shown) setProblem(shown);
    }
  };

  return (
    <VenusDialog
      open
      title={editing ? label('editLevel') : label('addLevel')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saveLevel.isPending}
      maskClosable={false}
    >
      <Form<LevelValues> form={form} name="staff-level" layout="vertical" data-testid="level-form">
        {problem ? <Alert type="error" showIcon title={problem} className="venus-people-problem" /> : null}
        <Form.Item
          name="level"
          label={label('level')}
          rules={[{ required: true, message: t('people.levelRequired') }]}
        >
          <DictSelect dictType={LEVEL_DICT} aria-label={label('level')} />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label={label('effectiveFrom')}
          {...isoDateField}
          rules={[{ required: true, message: t('validation.required', { field: label('effectiveFrom') }) }]}
        >
          <DatePicker style={{ width: '100%' }} aria-label={label('effectiveFrom')} />
        </Form.Item>
        <Form.Item
          name="effectiveTo"
          label={label('effectiveTo')}
          extra={label('effectiveToHint')}
          {...isoDateField}
        >
          <DatePicker style={{ width: '100%' }} aria-label={label('effectiveTo')} />
        </Form.Item>
        <Form.Item name="note" label={label('note')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
