import { EnterOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, type InputRef } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/use-device.ts';
import { EntryFields } from '../entry/entry-fields.tsx';
import { EntryPreview } from '../entry/entry-preview.tsx';
import type { EntryValues } from '../entry/entry-values.ts';
import { entersRow } from './row-keys.ts';

interface NewEntryRowProps {
  form: FormInstance<EntryValues>;
  formName: string;
  initialValues: EntryValues;
  dateRef: Ref<InputRef>;
  saving: boolean;
  onSave: () => void;
}

/** The row being written: Tab walks its fields, Enter saves it (see the page for what follows). */
export function NewEntryRow({ form, formName, initialValues, dateRef, saving, onSave }: NewEntryRowProps) {
  const { t } = useTranslation();
  const watched = Form.useWatch([], form) as Partial<EntryValues> | undefined;
  // A phone stacks the row, so each field carries its own label instead of a column header, and
  // the date is not focused on opening (the phone's keyboard would cover the page).
  const isMobile = useIsMobile();
  return (
    <div className="venus-worklogs__new" data-testid="new-entry">
      <Form<EntryValues>
        form={form}
        name={formName}
        initialValues={initialValues}
        layout={isMobile ? 'vertical' : 'horizontal'}
        className="venus-worklogs__row venus-worklogs__row--new"
        onKeyDown={(event) => {
          if (!entersRow(event)) return;
          event.preventDefault();
          onSave();
        }}
      >
        <EntryFields compact={!isMobile} dateRef={dateRef} autoFocus={!isMobile} />
        <div className="venus-worklogs__cell venus-worklogs__cell--actions">
          <Button type="primary" icon={<EnterOutlined />} loading={saving} onClick={onSave}>
            {t('worklog.write.save')}
          </Button>
        </div>
      </Form>
      <EntryPreview values={watched ?? initialValues} />
    </div>
  );
}
