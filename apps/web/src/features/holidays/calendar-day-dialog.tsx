import { CALENDAR_DAY_KINDS, type CalendarDayKind, calendarDaySchema } from '@venus/shared';
import { Button, Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { schemaRule } from '../../components/form/zod-rule.ts';
import type { CalendarDay } from './holidays-api.ts';

interface Values {
  kind: CalendarDayKind;
  name: string;
  nameEn: string;
}
const fields = calendarDaySchema.shape;

interface CalendarDayDialogProps {
  /** The day chosen, with its entry when it has one; null when closed. */
  day: { day: string; entry?: CalendarDay } | null;
  saving: boolean;
  onSave: (input: Values & { day: string }) => void;
  onRemove: (day: string) => void;
  onClose: () => void;
}

/** Marks one day as a public holiday or as a worked weekend day, or clears it. */
export function CalendarDayDialog({ day, saving, onSave, onRemove, onClose }: CalendarDayDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!day) return;
    form.resetFields();
    form.setFieldsValue(day.entry ?? { kind: 'holiday', name: '', nameEn: '' });
  }, [day, form]);

  const submit = async () => {
    const values = await form.validateFields();
    if (day) onSave({ ...values, day: day.day });
  };

  return (
    <VenusDialog
      open={day !== null}
      title={day ? t('holidays.dayTitle', { day: day.day }) : ''}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      footer={
        <>
          {day?.entry ? (
            <Button danger onClick={() => onRemove(day.day)} className="venus-calendar-day__clear">
              {t('holidays.clear')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit}>
            {t('holidays.save')}
          </Button>
        </>
      }
    >
      <Form form={form} layout="vertical" name="calendarDay">
        <Form.Item name="kind" label={t('holidays.kind')}>
          <Radio.Group
            options={CALENDAR_DAY_KINDS.map((kind) => ({ value: kind, label: t(`holidays.kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('holidays.name')}
          required
          rules={[schemaRule(fields.name, 'holidayName', t)]}
        >
          <Input maxLength={50} placeholder={t('holidays.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="nameEn"
          label={t('holidays.nameEn')}
          rules={[schemaRule(fields.nameEn, 'holidayNameEn', t)]}
        >
          <Input maxLength={80} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
