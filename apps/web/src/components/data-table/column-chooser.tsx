import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { type ColumnFixed, type ColumnState, moveColumn, setColumnVisible } from '@venus/shared';
import { App, Button, Checkbox, InputNumber, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDrawer } from '../drawer/venus-drawer.tsx';
import type { DataTableState } from './use-data-table.ts';

interface ColumnChooserProps<Row> {
  table: DataTableState<Row>;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §4 column chooser: show or hide, pin (at most 4), width and order (drag or the arrows) of
 * every column the page offers. Each change is applied and saved at once.
 */
export function ColumnChooser<Row>({ table, open, onClose }: ColumnChooserProps<Row>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dragging, setDragging] = useState<number | null>(null);
  const nameOf = new Map(table.declared.map((column) => [column.prop, column.name]));
  const hiddenFromChooser = new Set(
    table.declared.filter((column) => column.noShowItem).map((column) => column.prop),
  );
  const noHide = new Set(table.declared.filter((column) => column.noHide).map((column) => column.prop));
  const columns = table.arranged;

  const move = (from: number, to: number) => table.saveColumns(moveColumn(columns, from, to));
  const pin = (field: string, fixed: ColumnFixed) => {
    const outcome = table.fixColumn(field, fixed);
    if (!outcome.ok) void message.error(t(outcome.messageKey));
  };
  const resize = (field: string, width: number | null) => {
    if (width === null) return;
    table.saveColumns(columns.map((column) => (column.field === field ? { ...column, width } : column)));
  };

  const row = (column: ColumnState, index: number) => {
    const name = nameOf.get(column.field) ?? column.field;
    return (
      <li
        key={column.field}
        aria-label={name}
        className={`venus-column-chooser__row${dragging === index ? ' is-dragging' : ''}`}
        draggable
        onDragStart={() => setDragging(index)}
        onDragEnd={() => setDragging(null)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (dragging !== null) move(dragging, index);
          setDragging(null);
        }}
      >
        <HolderOutlined className="venus-column-chooser__handle" aria-hidden />
        <Checkbox
          checked={column.visible}
          disabled={noHide.has(column.field)}
          onChange={(event) =>
            table.saveColumns(setColumnVisible(columns, column.field, event.target.checked, noHide))
          }
          className="venus-column-chooser__name"
        >
          {name}
        </Checkbox>
        <Radio.Group
          size="small"
          optionType="button"
          value={column.fixed === false ? 'none' : column.fixed}
          aria-label={t('dataTable.fixedOf', { name })}
          onChange={(event) => {
            const value = event.target.value as 'none' | 'left' | 'right';
            pin(column.field, value === 'none' ? false : value);
          }}
          options={[
            { value: 'none', label: t('dataTable.notFixed') },
            { value: 'left', label: t('dataTable.fixedLeft') },
            { value: 'right', label: t('dataTable.fixedRight') },
          ]}
        />
        <InputNumber
          size="small"
          min={40}
          max={2000}
          step={10}
          value={column.width ?? null}
          aria-label={t('dataTable.widthOf', { name })}
          onChange={(value) => resize(column.field, value)}
          className="venus-column-chooser__width"
        />
        <Space.Compact size="small">
          <Button
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('dataTable.moveUp', { name })}
            onClick={() => move(index, index - 1)}
          />
          <Button
            icon={<ArrowDownOutlined />}
            disabled={index === columns.length - 1}
            aria-label={t('dataTable.moveDown', { name })}
            onClick={() => move(index, index + 1)}
          />
        </Space.Compact>
      </li>
    );
  };

  return (
    <VenusDrawer
      open={open}
      onClose={onClose}
      width={40}
      title={t('dataTable.columnSettings')}
      footer={
        <Space>
          <Button onClick={table.resetColumns}>{t('dataTable.restoreDefault')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('dataTable.chooserHint')}</Typography.Paragraph>
      <ul className="venus-column-chooser">
        {columns.map((column, index) => (hiddenFromChooser.has(column.field) ? null : row(column, index)))}
      </ul>
    </VenusDrawer>
  );
}
