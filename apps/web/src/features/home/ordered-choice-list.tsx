import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, List } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Choice {
  id: string;
  label: string;
  icon?: ReactNode;
}

interface OrderedChoiceListProps {
  /** Every choice, in the order they are listed. */
  choices: readonly Choice[];
  /** Ids shown on home. */
  shown: ReadonlySet<string>;
  onToggle: (id: string, shown: boolean) => void;
  onMove: (id: string, offset: -1 | 1) => void;
}

/** Pick which items show and in what order: a tick per item, up and down to reorder. */
export function OrderedChoiceList({ choices, shown, onToggle, onMove }: OrderedChoiceListProps) {
  const { t } = useTranslation();
  return (
    <List
      bordered
      dataSource={[...choices]}
      className="venus-choice-list"
      renderItem={(choice, index) => (
        <List.Item
          data-choice={choice.id}
          actions={[
            <Button
              key="up"
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onMove(choice.id, -1)}
              aria-label={t('workbench.moveUp', { name: choice.label })}
            />,
            <Button
              key="down"
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === choices.length - 1}
              onClick={() => onMove(choice.id, 1)}
              aria-label={t('workbench.moveDown', { name: choice.label })}
            />,
          ]}
        >
          <Checkbox
            checked={shown.has(choice.id)}
            onChange={(event) => onToggle(choice.id, event.target.checked)}
          >
            <span className="venus-choice-list__label">
              {choice.icon}
              {choice.label}
            </span>
          </Checkbox>
        </List.Item>
      )}
    />
  );
}

/** The list with one item moved up or down by one place. */
export function moved<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
