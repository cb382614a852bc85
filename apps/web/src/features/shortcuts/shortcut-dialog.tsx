import { createShortcutSchema, SHORTCUT_COLOURS, SHORTCUT_ICONS, SHORTCUT_NAME_MAX } from '@venus/shared';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { shortcutDialog } from './open-shortcut-dialog.ts';
import { colourOf, ShortcutIcon } from './shortcut-icons.tsx';
import { useSaveShortcut } from './shortcuts-api.ts';
import './shortcuts.css';

interface FormValues {
  menuName: string;
  reserveInt: number;
  reserve: number;
}

/** The shortcut dialog, mounted once in the shell; opened through `openShortcutDialog`. */
export function ShortcutDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const request = shortcutDialog.useRequest();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveShortcut();
  const [failure, setFailure] = useState<string | null>(null);
  const icon = Form.useWatch('reserveInt', form) ?? 0;
  const colour = Form.useWatch('reserve', form) ?? 0;

  useEffect(() => {
    if (!request) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(
      request.mode === 'edit'
        ? {
            menuName: request.shortcut.menuName,
            reserveInt: request.shortcut.reserveInt,
            reserve: request.shortcut.reserve,
          }
        : { menuName: (request.target.title ?? '').slice(0, SHORTCUT_NAME_MAX), reserveInt: 0, reserve: 0 },
    );
  }, [request, form]);

  const submit = async () => {
    if (!request) return;
    const values = await form.validateFields();
    const base =
      request.mode === 'edit'
        ? { ...request.shortcut, id: request.shortcut.id }
        : { ...request.target, defineType: 1 as const, id: undefined };
    setFailure(null);
    try {
      await save.mutateAsync({
        id: base.id,
        path: base.path,
        type: base.type,
        searchContent: base.searchContent,
        defineType: 1,
        ...values,
      });
      void message.success(t(request.mode === 'edit' ? 'tip.edit.success' : 'tip.add.success'));
      shortcutDialog.close();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('error.system'));
    }
  };

  return (
    <Modal
      open={request !== null}
      title={t(request?.mode === 'edit' ? 'shortcuts.editTitle' : 'shortcuts.addTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={shortcutDialog.close}
      confirmLoading={save.isPending}
      destroyOnHidden
      className="venus-shortcut-dialog"
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <div className="venus-shortcut-dialog__preview">
          <span className="venus-shortcut-tile__icon" style={{ background: colourOf(colour) }}>
            <ShortcutIcon index={icon} />
          </span>
          <span className="venus-shortcut-dialog__path">
            {request?.mode === 'edit' ? request.shortcut.path : request?.target.path}
          </span>
        </div>
        <Form.Item
          name="menuName"
          label={t('shortcuts.name')}
          rules={[schemaRule(createShortcutSchema.shape.menuName, 'menuName', t)]}
        >
          <Input showCount={{ formatter: ({ count }) => `${count} / ${SHORTCUT_NAME_MAX}` }} autoFocus />
        </Form.Item>
        <Form.Item name="reserveInt" label={t('shortcuts.icon')}>
          <Radio.Group className="venus-shortcut-dialog__choices">
            {SHORTCUT_ICONS.map((name, index) => (
              <Radio.Button key={name} value={index} aria-label={t(`shortcuts.icons.${name}`)}>
                <ShortcutIcon index={index} />
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="reserve" label={t('shortcuts.colour')}>
          <Radio.Group className="venus-shortcut-dialog__choices">
            {SHORTCUT_COLOURS.map((hex, index) => (
              <Radio.Button key={hex} value={index} aria-label={hex}>
                <span className="venus-shortcut-dialog__swatch" style={{ background: hex }} />
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
      </Form>
    </Modal>
  );
}
