import { type MeetingRoom, ROOM_CAPACITY_MAX, roomInputSchema } from '@venus/shared';
import { Alert, Checkbox, Form, Input, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { Select } from '../../components/select/select.tsx';
import { equipmentOptions } from './equipment.tsx';
import { useRoomMutations } from './meetings-api.ts';

type RoomValues = Omit<MeetingRoom, 'roomId' | 'officeId' | 'capacity'> & {
  officeId?: number;
  capacity: number | null;
};
const fields = roomInputSchema.shape;
const INPUTS = new Set(['officeId', 'name', 'floor', 'capacity', 'equipment', 'isActive']);

/**
 * Adds a meeting room or changes one (spec meetingRoomAdd): its office, name, floor, seats and
 * equipment, and whether it takes bookings. A room with meetings to come is not taken out of use:
 * the server says how many to cancel first.
 */
export function RoomDialog({
  editing,
  offices,
  onClose,
}: {
  /** The room changed, `null` for a new one. */
  editing: MeetingRoom | null;
  offices: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoomValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const { save } = useRoomMutations();
  const label = (key: string) => t(`meetingsUi.${key}`);
  useFormOnOpen(
    form,
    true,
    editing ?? { officeId: undefined, name: '', floor: '', capacity: null, equipment: [], isActive: true },
  );

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields();
    const input = {
      officeId: values.officeId!,
      name: values.name,
      floor: values.floor ?? '',
      capacity: values.capacity ?? 0,
      equipment: values.equipment ?? [],
      isActive: values.isActive ?? true,
    };
    try {
      await save.mutateAsync(editing ? { ...input, roomId: editing.roomId } : input);
      onClose();
    } catch (error) {
      const shown = refusalOnForm(form, error, { inputs: INPUTS });
      if (shown) setProblem(shown);
    }
  };

  return (
    <VenusDialog
      open
      title={editing ? label('editRoom') : label('addRoom')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      maskClosable={false}
    >
      <Form<RoomValues> form={form} name="meeting-room" layout="vertical" data-testid="room-form">
        {problem ? <Alert type="error" showIcon title={problem} className="venus-meeting-problem" /> : null}
        <Form.Item
          name="officeId"
          label={label('office')}
          rules={[{ required: true, message: t('validation.required', { field: label('office') }) }]}
        >
          <Select aria-label={label('office')} options={offices} />
        </Form.Item>
        <Form.Item
          name="name"
          label={label('roomName')}
          required
          rules={[schemaRule(fields.name, 'name', t)]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="floor" label={label('floor')} rules={[schemaRule(fields.floor, 'floor', t)]}>
          <Input maxLength={20} placeholder={label('floorPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={label('capacity')}
          required
          validateFirst
          rules={[
            { required: true, message: t('validation.required', { field: label('capacity') }) },
            schemaRule(fields.capacity, 'capacity', t),
          ]}
        >
          <InputNumber
            min={1}
            max={ROOM_CAPACITY_MAX}
            precision={0}
            style={{ width: '100%' }}
            aria-label={label('capacity')}
          />
        </Form.Item>
        <Form.Item name="equipment" label={label('equipmentLabel')}>
          <Checkbox.Group options={equipmentOptions(t)} />
        </Form.Item>
        <Form.Item
          name="isActive"
          label={label('active')}
          valuePropName="checked"
          extra={label('activeHint')}
        >
          <Switch aria-label={label('active')} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
