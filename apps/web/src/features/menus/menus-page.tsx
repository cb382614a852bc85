import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { hasPermission } from '@venus/shared';
import { App, Button, Form, Input } from 'antd';
import { type Key, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import type { RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { enabledStatusOptions } from '../../components/status/enabled-status.tsx';
import { nestRows, parentIds } from '../../components/tree/tree-rows.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { menuColumns } from './menu-columns.tsx';
import { type MenuEditing, MenuFormDialog } from './menu-form-dialog.tsx';
import { dropOnSibling, moveAmongSiblings } from './menu-order.ts';
import { type MenuFilters, type MenuRow, useMenuMutations, useMenus } from './menus-api.ts';
import './menus.css';
import { Select } from '../../components/select/select.tsx';

const idOf = (menu: MenuRow) => menu.menuId;
const byOrder = (a: MenuRow, b: MenuRow) => a.orderNum - b.orderNum || a.menuId - b.menuId;

/**
 * 系统管理 › 菜单管理: the menu tree (directories, pages, buttons) with the spec's placement
 * rules, and siblings reordered by dragging a row onto another (or with Move up / down), saved
 * at once as the tree arrangement the server checks whole.
 */
export function MenusPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const permissions = useUserInfo().data?.permissions ?? [];
  const can = (permission: string) => hasPermission(permissions, permission);
  const [form] = Form.useForm<MenuFilters>();
  const [editing, setEditing] = useState<MenuEditing | undefined>(undefined);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const dragged = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => menuColumns(t, language), [t, language, i18n.language]);
  const table = useDataTable<MenuRow>({ tableId: 'system-menus', columns });
  const { filters, search } = useSearchFilters<MenuFilters>(table.toFirstPage);
  const { data, isFetching } = useMenus(filters);
  const rows = useMemo(() => [...(data ?? [])].sort(byOrder), [data]);
  const tree = useMemo(() => nestRows(rows, idOf, (menu) => menu.parentId), [rows]);
  const { save, remove, arrange } = useMenuMutations();
  const isFiltered = Object.keys(filters).length > 0;
  // Reordering a filtered list would number only the siblings shown.
  const canArrange = can('system:menu:edit') && !isFiltered;

  // First view: the directories open; after a search: everything, so every match shows.
  const expandedOnce = useRef(false);
  useEffect(() => {
    if (!data) return;
    if (isFiltered) setExpandedKeys(parentIds(tree, idOf));
    else if (!expandedOnce.current) setExpandedKeys(tree.filter((node) => node.children).map(idOf));
    expandedOnce.current = true;
  }, [data, tree, isFiltered]);

  const conditions: SearchCondition[] = [
    { name: 'menuName', label: t('menusAdmin.menuName'), input: <Input allowClear maxLength={50} /> },
    {
      name: 'status',
      label: t('field.status'),
      input: <Select allowClear options={enabledStatusOptions(t)} placeholder={t('menusAdmin.any')} />,
    },
  ];

  const nameOf = (row: MenuRow) => localName(language, row.menuName, row.menuNameEn);

  const reorder = (items: ReturnType<typeof moveAmongSiblings>) => {
    if (items) arrange.mutate({ items });
  };

  const dropOn = (targetId: number) => {
    const draggedId = dragged.current;
    dragged.current = null;
    if (draggedId === null) return;
    const result = dropOnSibling(rows, draggedId, targetId);
    if (result.ok) arrange.mutate({ items: result.items });
    else void message.warning(t(`menusAdmin.drop.${result.reason}`));
  };

  const confirmDelete = (row: MenuRow) =>
    modal.confirm({
      title: t('menusAdmin.confirmDelete', { name: nameOf(row) }),
      content: t('menusAdmin.deleteDetail'),
      okText: t('list.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row.menuId),
    });

  const rowActions = (row: MenuRow): RowAction[] => [
    {
      key: 'addChild',
      label: t('menusAdmin.addChild'),
      hidden: row.menuType === 'F' || !can('system:menu:add'),
      onClick: () => setEditing({ parentId: row.menuId, menuType: row.menuType === 'C' ? 'F' : 'C' }),
    },
    {
      key: 'edit',
      label: t('list.edit'),
      hidden: !can('system:menu:edit'),
      onClick: () => setEditing({ menu: row }),
    },
    {
      key: 'up',
      label: t('menusAdmin.moveUp'),
      hidden: !canArrange,
      onClick: () => reorder(moveAmongSiblings(rows, row.menuId, -1)),
    },
    {
      key: 'down',
      label: t('menusAdmin.moveDown'),
      hidden: !canArrange,
      onClick: () => reorder(moveAmongSiblings(rows, row.menuId, 1)),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      danger: true,
      hidden: !can('system:menu:remove'),
      onClick: () => confirmDelete(row),
    },
  ];

  const toolbar = (
    <>
      {can('system:menu:add') ? (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ parentId: 0, menuType: 'M' })}
        >
          {t('menusAdmin.add')}
        </Button>
      ) : null}
      <Button icon={<NodeExpandOutlined />} onClick={() => setExpandedKeys(parentIds(tree, idOf))}>
        {t('menusAdmin.expandAll')}
      </Button>
      <Button icon={<NodeCollapseOutlined />} onClick={() => setExpandedKeys([])}>
        {t('menusAdmin.collapseAll')}
      </Button>
      {canArrange ? <span className="venus-menus__hint">{t('menusAdmin.dragHint')}</span> : null}
    </>
  );

  return (
    <ListPage
      title={t('menusAdmin.title')}
      search={<SearchPanel<MenuFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<MenuRow>
        table={table}
        rows={tree}
        total={rows.length}
        loading={isFetching || arrange.isPending}
        rowKey="menuId"
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={language === 'en' ? 360 : 300}
        ariaLabel={t('menusAdmin.tableLabel')}
        tree={{ expandedKeys, onExpandedKeysChange: setExpandedKeys }}
        rowProps={(row) =>
          canArrange
            ? {
                draggable: true,
                'data-menu-id': row.menuId,
                onDragStart: (event) => {
                  dragged.current = row.menuId;
                  event.dataTransfer.effectAllowed = 'move';
                },
                onDragOver: (event) => event.preventDefault(),
                onDrop: (event) => {
                  event.preventDefault();
                  dropOn(row.menuId);
                },
              }
            : { 'data-menu-id': row.menuId }
        }
        sumBar={<span>{t('menusAdmin.sum', { total: rows.length })}</span>}
      />
      <MenuFormDialog
        editing={editing}
        menus={rows}
        saving={save.isPending}
        onSave={(input) =>
          save.mutate(input, {
            onSuccess: () => {
              setEditing(undefined);
              // A row added under a closed parent would otherwise be saved out of sight.
              const { parentId } = input;
              if (parentId) setExpandedKeys((keys) => (keys.includes(parentId) ? keys : [...keys, parentId]));
            },
          })
        }
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
