import { Button, Space, Spin, Tree } from 'antd';
import { type Key, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../components/format/local-name.ts';
import { fullyCheckedIds, nestRows, parentIds, type TreeRow } from '../../components/tree/tree-rows.ts';
import { currentLanguage } from '../../i18n/index.ts';
import type { GrantableMenu } from './roles-api.ts';

interface TreeNode {
  key: number;
  title: string;
  children?: TreeNode[];
}

const idOf = (menu: GrantableMenu) => menu.menuId;

/**
 * The menus, pages and buttons a role grants, as a linked check tree: checking a directory
 * checks what is under it. The value is every granted id, including the half-checked parents,
 * so a role granted one page of a directory keeps the directory (the menu needs it).
 */
export function RolePermissionTree({
  menus,
  loading,
  value,
  onChange,
  expandedKeys,
  onExpandedKeysChange,
}: {
  menus: readonly GrantableMenu[];
  loading: boolean;
  value: readonly number[];
  onChange: (menuIds: number[]) => void;
  expandedKeys: readonly Key[];
  onExpandedKeysChange: (keys: Key[]) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const tree = useMemo(() => {
    const sorted = [...menus].sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    return nestRows(sorted, idOf, (menu) => menu.parentId);
  }, [menus]);
  const treeData = useMemo(() => {
    const toNode = (menu: TreeRow<GrantableMenu>): TreeNode => ({
      key: menu.menuId,
      title: localName(language, menu.menuName, menu.menuNameEn),
      ...(menu.children ? { children: menu.children.map(toNode) } : {}),
    });
    return tree.map(toNode);
  }, [tree, language]);
  const checked = useMemo(() => fullyCheckedIds(tree, idOf, new Set(value)), [tree, value]);
  const allIds = useMemo(() => menus.map(idOf), [menus]);

  if (loading) return <Spin />;
  return (
    <div className="venus-role-tree">
      <Space size="small" wrap>
        <Button size="small" onClick={() => onExpandedKeysChange(parentIds(tree, idOf))}>
          {t('rolesAdmin.expandAll')}
        </Button>
        <Button size="small" onClick={() => onExpandedKeysChange([])}>
          {t('rolesAdmin.collapseAll')}
        </Button>
        <Button size="small" onClick={() => onChange(allIds)}>
          {t('rolesAdmin.checkAll')}
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          {t('rolesAdmin.checkNone')}
        </Button>
      </Space>
      <Tree<TreeNode>
        checkable
        selectable={false}
        treeData={treeData}
        checkedKeys={checked}
        expandedKeys={[...expandedKeys]}
        onExpand={(keys) => onExpandedKeysChange([...keys])}
        onCheck={(keys, info) => {
          const full = Array.isArray(keys) ? keys : keys.checked;
          onChange([...full, ...(info.halfCheckedKeys ?? [])].map(Number));
        }}
        height={320}
        aria-label={t('rolesAdmin.permissions')}
      />
    </div>
  );
}
