import { DEPT_KINDS, deptSchema } from '@venus/shared';
import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { localName } from '../../components/format/local-name.ts';
import { Select } from '../../components/select/select.tsx';
import { enabledStatusOptions } from '../../components/status/enabled-status.tsx';
import { nestRows, subtreeIds, type TreeRow } from '../../components/tree/tree-rows.ts';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import type { DeptFormInput, DeptKind, DeptRow } from './depts-api.ts';

type Values = Omit<DeptFormInput, 'deptId'>;
const fields = deptSchema.shape;
const deptIdOf = (dept: DeptRow) => dept.deptId;

/** A department to edit, or a new one under the given parent. */
export type DeptEditing = { dept: DeptRow } | { parentId: number; kind: DeptKind };

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

export function DeptFormDialog({
  editing,
  depts,
  saving,
  onSave,
  onClose,
}: {
  editing: DeptEditing | undefined;
  depts: readonly DeptRow[];
  saving: boolean;
  onSave: (input: DeptFormInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  const editedId = editing && 'dept' in editing ? editing.dept.deptId : 0;

  const initial = useMemo<Partial<Values> | undefined>(() => {
    if (!editing) return undefined;
    if ('dept' in editing) return editing.dept;
    const siblings = depts.filter((dept) => dept.parentId === editing.parentId);
    return {
      parentId: editing.parentId,
      kind: editing.kind,
      deptName: '',
      deptNameEn: '',
      orderNum: Math.max(0, ...siblings.map((dept) => dept.orderNum)) + 1,
      leaderId: null,
      status: '0',
    };
  }, [editing, depts]);
  useFormOnOpen(form, open, initial);

  const parentTree = useMemo<ParentNode[]>(() => {
    const blocked = editedId
      ? subtreeIds(depts, deptIdOf, (dept) => dept.parentId, editedId)
      : new Set<number>();
    const toNode = (dept: TreeRow<DeptRow>): ParentNode => ({
      value: dept.deptId,
      title: localName(language, dept.deptName, dept.deptNameEn),
      disabled: blocked.has(dept.deptId),
      ...(dept.children ? { children: dept.children.map(toNode) } : {}),
    });
    const tree = nestRows(depts, deptIdOf, (dept) => dept.parentId).map(toNode);
    return [{ value: 0, title: t('deptsAdmin.root'), children: tree }];
  }, [depts, editedId, language, t]);

  const submit = async () => {
    const input = deptSchema.parse(await form.validateFields());
    onSave(editedId ? { ...input, deptId: editedId } : input);
  };

  return (
    <VenusDialog
      open={open}
      title={editedId ? t('deptsAdmin.edit') : t('deptsAdmin.add')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      width={600}
    >
      <Form form={form} layout="vertical" name="dept">
        <Form.Item name="parentId" label={t('deptsAdmin.parent')}>
          <TreeSelect
            treeData={parentTree}
            treeDefaultExpandedKeys={[0]}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item
          name="deptName"
          label={t('deptsAdmin.deptName')}
          required
          rules={[schemaRule(fields.deptName, 'deptName', t)]}
        >
          <Input count={{ max: 50 }} />
        </Form.Item>
        <Form.Item
          name="deptNameEn"
          label={t('deptsAdmin.deptNameEn')}
          rules={[schemaRule(fields.deptNameEn, 'deptNameEn', t)]}
        >
          <Input count={{ max: 100 }} />
        </Form.Item>
        <Form.Item name="kind" label={t('deptsAdmin.kind')} required>
          <Select
            options={DEPT_KINDS.map((kind) => ({ value: kind, label: t(`deptsAdmin.kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="orderNum"
          label={t('deptsAdmin.orderNum')}
          rules={[schemaRule(fields.orderNum, 'orderNum', t)]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="leaderId" label={t('deptsAdmin.leader')}>
          <UserPicker allowClear aria-label={t('deptsAdmin.leader')} />
        </Form.Item>
        <Form.Item name="status" label={t('field.status')}>
          <Radio.Group options={enabledStatusOptions(t)} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
