import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  type DynamicFormItem,
  FormItemType,
  isRequired,
  itemKey,
  type UserSearchQueryInput,
} from '@venus/shared';
import { Button, Checkbox, DatePicker, Form, Input, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSearchFn } from '../project-search/project-search-box.tsx';
import { ProjectSearchBox } from '../project-search/project-search-box.tsx';
import { UserPicker } from '../user-picker/user-picker.tsx';
import {
  checkedValues,
  choiceOptions,
  choiceValue,
  type FormIssues,
  itemsBelow,
  textLimit,
} from './dynamic-form-logic.ts';
import './dynamic-form.css';
import { Select } from '../select/select.tsx';

interface FileRow {
  id: string | number;
  name: string;
  remark?: string | null;
}

export interface DynamicFormProps {
  items: readonly DynamicFormItem[];
  issues?: FormIssues;
  onChange: (id: string | number, value: unknown) => void;
  /** The project search call of the page (the cases module brings one, issue 7). */
  projectSearch?: ProjectSearchFn;
  userFilters?: Omit<UserSearchQueryInput, 'query'>;
  disabled?: boolean;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const noProjects: ProjectSearchFn = async () => [];

/**
 * Spec §3 "Dynamic form item": renders text, radio, checkbox, select, file, date, user, project
 * and title items with their tips, textarea and required marker; a chosen option's follow-up
 * items appear under it. The rules (clearing, validation) live in dynamic-form-logic.ts.
 */
export function DynamicForm({
  items,
  issues = {},
  onChange,
  projectSearch,
  userFilters,
  disabled,
}: DynamicFormProps) {
  const { t, i18n } = useTranslation();
  // Ids unique in the document: kept-alive tabs may show the same form twice (a preview, a filing).
  const formId = useId();
  // A shared message key is translated with the item's name; an author's pattern message is shown as written.
  const issueText = (item: DynamicFormItem, message: string) =>
    i18n.exists(message) ? t(message, { field: item.name }) : message;

  const control = (item: DynamicFormItem): ReactNode => {
    const key = itemKey(item);
    const id = `dynamic-form-${formId}-${key}`;
    const placeholder = item.placeholder;
    switch (item.type) {
      case FormItemType.TEXT:
        return item.setting?.textarea ? (
          <Input.TextArea
            id={id}
            rows={4}
            showCount
            maxLength={textLimit(item)}
            placeholder={placeholder}
            value={typeof item.value === 'string' ? item.value : ''}
            onChange={(event) => onChange(item.id, event.target.value)}
          />
        ) : (
          <Input
            id={id}
            maxLength={textLimit(item)}
            placeholder={placeholder}
            value={typeof item.value === 'string' ? item.value : ''}
            onChange={(event) => onChange(item.id, event.target.value)}
          />
        );
      case FormItemType.RADIO:
        return (
          <Radio.Group
            id={id}
            options={choiceOptions(item)}
            value={choiceValue(item)}
            onChange={(event) => onChange(item.id, event.target.value)}
          />
        );
      case FormItemType.CHECKBOX:
        return (
          <Checkbox.Group
            options={choiceOptions(item)}
            value={checkedValues(item)}
            onChange={(values) => onChange(item.id, values)}
          />
        );
      case FormItemType.SELECT:
        return (
          <Select
            id={id}
            allowClear
            placeholder={placeholder}
            options={choiceOptions(item)}
            value={choiceValue(item)}
            onChange={(value?: string) => onChange(item.id, value ?? '')}
          />
        );
      case FormItemType.FILE:
        return (
          <FileRows
            rows={Array.isArray(item.value) ? (item.value as FileRow[]) : []}
            item={item}
            onChange={onChange}
          />
        );
      case FormItemType.DATE:
        return (
          <DatePicker
            id={id}
            format={DATE_FORMAT}
            placeholder={placeholder}
            value={typeof item.value === 'string' && item.value ? dayjs(item.value, DATE_FORMAT) : null}
            onChange={(day) => onChange(item.id, day ? day.format(DATE_FORMAT) : '')}
          />
        );
      case FormItemType.USER:
        return (
          <UserPicker
            id={id}
            placeholder={placeholder}
            filters={userFilters}
            value={item.value as string | number | null}
            onChange={(userId) => onChange(item.id, userId)}
          />
        );
      case FormItemType.PROJECT:
        return (
          <ProjectSearchBox
            id={id}
            placeholder={placeholder}
            search={projectSearch ?? noProjects}
            disabled={!projectSearch}
            value={item.value as string | number | null}
            onChange={(projectId) => onChange(item.id, projectId)}
          />
        );
      case FormItemType.TITLE:
        return null;
    }
  };

  const render = (level: readonly DynamicFormItem[]): ReactNode =>
    level.map((item) => {
      const key = itemKey(item);
      const below = itemsBelow(item);
      if (item.type === FormItemType.TITLE) {
        return (
          <section key={key} className="venus-dynamic-form__section">
            <Typography.Title level={5}>{item.name}</Typography.Title>
            {item.setting?.tips && (
              <Typography.Paragraph type="secondary">{item.setting.tips}</Typography.Paragraph>
            )}
            {render(below)}
          </section>
        );
      }
      const issue = issues[key];
      return (
        <div key={key}>
          <Form.Item
            label={item.name}
            htmlFor={`dynamic-form-${formId}-${key}`}
            required={isRequired(item)}
            extra={item.setting?.tips}
            validateStatus={issue ? 'error' : undefined}
            help={issue ? issueText(item, issue) : undefined}
          >
            {control(item)}
          </Form.Item>
          {below.length > 0 && <div className="venus-dynamic-form__follow-ups">{render(below)}</div>}
        </div>
      );
    });

  return (
    <Form layout="vertical" component="div" disabled={disabled} className="venus-dynamic-form">
      {render(items)}
    </Form>
  );
}

/** Until the file module (issue 5) brings uploads, a file item lists its rows and can drop one. */
function FileRows({
  rows,
  item,
  onChange,
}: {
  rows: FileRow[];
  item: DynamicFormItem;
  onChange: DynamicFormProps['onChange'];
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <Typography.Text type="secondary">{t('blocks.dynamicForm.noFiles')}</Typography.Text>;
  return (
    <ul className="venus-dynamic-form__files">
      {rows.map((row) => (
        <li key={String(row.id)}>
          <PaperClipOutlined /> <span>{row.name}</span>
          {row.remark && <Typography.Text type="secondary"> {row.remark}</Typography.Text>}
          <Button
            type="link"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('blocks.dynamicForm.removeFile', { name: row.name })}
            onClick={() =>
              onChange(
                item.id,
                rows.filter((other) => other.id !== row.id),
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
