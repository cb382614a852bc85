import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData, Table } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditableColumn {
  key: string;
  title: string;
  width: number;
  render: (field: FormListFieldData) => ReactNode;
}

interface EditableTableProps {
  /** The form list's name; each row's inputs are named `[field.name, <column>]`. */
  name: string;
  columns: readonly EditableColumn[];
  /** A new row's values. */
  newRow: () => object;
  addLabel: string;
  emptyText?: string;
  scrollX: number;
  /** Rules over the whole list (e.g. exactly one responsible partner); their errors show under it. */
  rules?: ComponentProps<typeof Form.List>['rules'];
}

/** A list of the case form as a table: one row per entry, each removable, and "add" below it. */
export function EditableTable({
  name,
  columns,
  newRow,
  addLabel,
  emptyText,
  scrollX,
  rules,
}: EditableTableProps) {
  const { t } = useTranslation();
  return (
    <Form.List name={name} rules={rules}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            className="venus-cases__editable"
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: scrollX }}
            locale={emptyText === undefined ? undefined : { emptyText }}
            columns={[
              ...columns.map(({ key, title, width, render }) => ({
                key,
                title,
                width,
                render: (_: unknown, field: FormListFieldData) => render(field),
              })),
              {
                key: 'remove',
                width: 56,
                render: (_: unknown, field: FormListFieldData) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('casesUi.form.removeRow')}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          {rules ? <Form.ErrorList errors={errors} /> : null}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            className="venus-cases__add-row"
            onClick={() => add(newRow())}
          >
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
