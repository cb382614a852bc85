import { MENU_TYPES, type MenuType, menuSchema } from '@venus/shared';
import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { localName } from '../../components/format/local-name.ts';
import { Select } from '../../components/select/select.tsx';
import { enabledStatusOptions } from '../../components/status/enabled-status.tsx';
import { nestRows, subtreeIds, type TreeRow } from '../../components/tree/tree-rows.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { MENU_ICON_COUNT } from '../../shell/menu-icon-table.ts';
import { MenuIcon } from '../../shell/menu-icons.tsx';
import { placementViolation } from './menu-placement.ts';
import type { MenuFormInput, MenuRow } from './menus-api.ts';

type Values = Omit<MenuFormInput, 'menuId'>;
const fields = menuSchema.shape;

/** The dialog's subject: a menu to edit, or a new one with its parent (and type) chosen. */
export type MenuEditing = { menu: MenuRow } | { parentId: number; menuType: MenuType };

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

interface MenuFormDialogProps {
  editing: MenuEditing | undefined;
  menus: readonly MenuRow[];
  saving: boolean;
  onSave: (input: MenuFormInput) => void;
  onClose: () => void;
}

/**
 * Adds or edits a directory, page or button. The fields follow the type (a button has no path or
 * icon, only a directory or a page shows in the side menu) and the spec's placement rules are
 * checked as you type, as the server checks them again.
 */
export function MenuFormDialog({ editing, menus, saving, onSave, onClose }: MenuFormDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const open = editing !== undefined;
  const menuType = (Form.useWatch('menuType', form) ?? 'M') as MenuType;
  const editedId = editing && 'menu' in editing ? editing.menu.menuId : 0;

  const initial = useMemo<Partial<Values> | undefined>(() => {
    if (!editing) return undefined;
    if ('menu' in editing) return editing.menu;
    const siblings = menus.filter((menu) => menu.parentId === editing.parentId);
    return {
      parentId: editing.parentId,
      menuType: editing.menuType,
      menuName: '',
      menuNameEn: '',
      orderNum: Math.max(0, ...siblings.map((menu) => menu.orderNum)) + 1,
      icon: 0,
      visible: true,
      status: '0',
      isCache: true,
      isAffix: false,
    };
  }, [editing, menus]);
  useFormOnOpen(form, open, initial);

  // Buttons never hold menus, and a menu cannot move under itself or its own descendants.
  const parentTree = useMemo<ParentNode[]>(() => {
    const blocked = editedId
      ? subtreeIds(
          menus,
          (menu) => menu.menuId,
          (menu) => menu.parentId,
          editedId,
        )
      : new Set<number>();
    const holders = menus.filter((menu) => menu.menuType !== 'F');
    const toNode = (menu: TreeRow<MenuRow>): ParentNode => ({
      value: menu.menuId,
      title: localName(language, menu.menuName, menu.menuNameEn),
      disabled: blocked.has(menu.menuId),
      ...(menu.children ? { children: menu.children.map(toNode) } : {}),
    });
    const tree = nestRows(
      holders,
      (menu) => menu.menuId,
      (menu) => menu.parentId,
    ).map(toNode);
    return [{ value: 0, title: t('menusAdmin.root'), children: tree }];
  }, [menus, editedId, language, t]);

  const placementRule = {
    validator: async () => {
      const {
        parentId,
        menuName,
        menuType: type,
      } = form.getFieldsValue(['parentId', 'menuName', 'menuType']);
      if (!menuName) return;
      const violation = placementViolation(menus, {
        menuId: editedId,
        parentId: Number(parentId ?? 0),
        menuName,
        menuType: type,
      });
      if (violation) throw new Error(t(violation.key, violation.params));
    },
  };

  const submit = async () => {
    const input = menuSchema.parse(await form.validateFields());
    onSave(editedId ? { ...input, menuId: editedId } : input);
  };

  const iconOptions = useMemo(
    () => [
      { value: 0, label: t('menusAdmin.noIcon') },
      ...Array.from({ length: MENU_ICON_COUNT }, (_, index) => ({
        value: index + 1,
        label: (
          <span className="venus-menu-icon-option">
            <MenuIcon id={index + 1} /> {index + 1}
          </span>
        ),
      })),
    ],
    [t],
  );

  return (
    <VenusDialog
      open={open}
      title={editedId ? t('menusAdmin.edit') : t('menusAdmin.add')}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      width={680}
    >
      <Form form={form} layout="vertical" name="menu" className="venus-menu-form">
        {/* The placement rule is the name's: checked (and shown) once, under 菜单名称, which
            depends on the parent and so is checked again when the parent changes. */}
        <Form.Item name="parentId" label={t('menusAdmin.parent')}>
          <TreeSelect
            treeData={parentTree}
            treeDefaultExpandedKeys={[0]}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="menuType" label={t('menusAdmin.type')}>
          <Radio.Group
            options={MENU_TYPES.map((type) => ({ value: type, label: t(`menusAdmin.types.${type}`) }))}
            onChange={() => void form.validateFields(['menuName']).catch(() => {})}
          />
        </Form.Item>
        <div className="venus-menu-form__row">
          <Form.Item
            name="menuName"
            label={t('menusAdmin.menuName')}
            required
            dependencies={['parentId', 'menuType']}
            rules={[schemaRule(fields.menuName, 'menuName', t), placementRule]}
            extra={t('menusAdmin.nameRule')}
          >
            <Input count={{ max: 50 }} />
          </Form.Item>
          <Form.Item
            name="menuNameEn"
            label={t('menusAdmin.menuNameEn')}
            rules={[schemaRule(fields.menuNameEn, 'menuNameEn', t)]}
          >
            <Input count={{ max: 100 }} />
          </Form.Item>
        </div>
        <div className="venus-menu-form__row">
          <Form.Item
            name="orderNum"
            label={t('menusAdmin.orderNum')}
            rules={[schemaRule(fields.orderNum, 'orderNum', t)]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {menuType === 'F' ? null : (
            <Form.Item name="icon" label={t('menusAdmin.icon')}>
              <Select options={iconOptions} showSearch={false} virtual />
            </Form.Item>
          )}
        </div>
        {menuType === 'F' ? null : (
          <div className="venus-menu-form__row">
            <Form.Item
              name="path"
              label={t('menusAdmin.path')}
              rules={[schemaRule(fields.path, 'path', t)]}
              extra={t('menusAdmin.pathHelp')}
            >
              <Input count={{ max: 200 }} />
            </Form.Item>
            {menuType === 'C' ? (
              <Form.Item
                name="component"
                label={t('menusAdmin.component')}
                rules={[schemaRule(fields.component, 'component', t)]}
              >
                <Input count={{ max: 255 }} placeholder="system/user/index" />
              </Form.Item>
            ) : null}
          </div>
        )}
        {menuType === 'M' ? null : (
          <div className="venus-menu-form__row">
            <Form.Item
              name="perms"
              label={t('menusAdmin.perms')}
              rules={[schemaRule(fields.perms, 'perms', t)]}
              extra={t('menusAdmin.permsHelp')}
            >
              <Input count={{ max: 100 }} placeholder="system:user:list" />
            </Form.Item>
            {menuType === 'C' ? (
              <Form.Item
                name="query"
                label={t('menusAdmin.query')}
                rules={[schemaRule(fields.query, 'query', t)]}
              >
                <Input count={{ max: 255 }} />
              </Form.Item>
            ) : null}
          </div>
        )}
        <div className="venus-menu-form__switches">
          {menuType === 'F' ? null : (
            <Form.Item name="visible" label={t('menusAdmin.visible')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          {menuType === 'C' ? (
            <>
              <Form.Item name="isCache" label={t('menusAdmin.isCache')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="isAffix" label={t('menusAdmin.isAffix')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          ) : null}
          <Form.Item name="status" label={t('field.status')}>
            <Radio.Group options={enabledStatusOptions(t)} />
          </Form.Item>
        </div>
      </Form>
    </VenusDialog>
  );
}
