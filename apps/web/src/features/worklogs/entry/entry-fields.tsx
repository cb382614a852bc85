import { worklogEntrySchema } from '@venus/shared';
import { Checkbox, Form, Input, type InputRef } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../components/form/zod-rule.ts';
import { ProjectSearchBox } from '../../../components/project-search/project-search-box.tsx';
import { searchWorklogCases } from '../worklogs-api.ts';
import { DateInput } from './date-input.tsx';
import { HoursInput } from './hours-input.tsx';
import { UtbmsSelect } from './utbms-select.tsx';

const fields = worklogEntrySchema.shape;
/** Only cases the timekeeper may record time on (spec §7 project search, worklogType). */
const BILLABLE_CASES = { worklogType: 1 };

interface EntryFieldsProps {
  /** The grid: one line, the column headers name the fields; a dialog labels each one. */
  compact?: boolean;
  dateRef?: Ref<InputRef>;
  /** The write page opens with the cursor in the date, ready to type. */
  autoFocus?: boolean;
}

/**
 * The inputs of one time entry, in the order Tab walks them. Each applies the shared schema of
 * its field, so the form refuses what the server would, in the same words.
 */
export function EntryFields({ compact = false, dateRef, autoFocus = false }: EntryFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`worklog.entry.field.${key}`);
  const item = (key: string) =>
    compact
      ? { className: `venus-worklogs__cell venus-worklogs__cell--${key}` }
      : { label: label(key), className: `venus-worklogs__field--${key}` };
  return (
    <>
      <Form.Item
        {...item('workDate')}
        name="workDate"
        rules={[schemaRule(fields.workDate, 'workDate', t)]}
        validateTrigger="onBlur"
      >
        <DateInput ref={dateRef} aria-label={label('workDate')} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        {...item('projectId')}
        name="projectId"
        rules={[{ required: true, message: t('validation.required', { field: label('projectId') }) }]}
      >
        <ProjectSearchBox
          search={searchWorklogCases}
          filters={BILLABLE_CASES}
          cacheName="worklog-cases"
          aria-label={label('projectId')}
          // The case is required: a clear button would only be one more Tab stop in the row.
          allowClear={false}
          placeholder={t('worklog.entry.casePlaceholder')}
          className="venus-worklogs__case"
        />
      </Form.Item>
      <Form.Item
        {...item('hours')}
        name="hours"
        rules={[schemaRule(fields.hours, 'hours', t)]}
        validateTrigger="onBlur"
      >
        <HoursInput aria-label={label('hours')} />
      </Form.Item>
      <Form.Item {...item('billable')} name="billable" valuePropName="checked">
        <Checkbox aria-label={label('billable')}>{compact ? null : t('worklog.entry.billableHint')}</Checkbox>
      </Form.Item>
      <Form.Item {...item('activityCode')} name="activityCode">
        <UtbmsSelect kind="activity" aria-label={label('activityCode')} clearable={!compact} />
      </Form.Item>
      <Form.Item {...item('taskCode')} name="taskCode">
        <UtbmsSelect kind="task" aria-label={label('taskCode')} clearable={!compact} />
      </Form.Item>
      <Form.Item
        {...item('narrative')}
        name="narrative"
        rules={[schemaRule(fields.narrative, 'narrative', t)]}
        validateTrigger="onBlur"
      >
        <Input.TextArea
          aria-label={label('narrative')}
          autoSize={{ minRows: 1, maxRows: compact ? 4 : 8 }}
          maxLength={2000}
          placeholder={t('worklog.entry.narrativePlaceholder')}
        />
      </Form.Item>
    </>
  );
}
