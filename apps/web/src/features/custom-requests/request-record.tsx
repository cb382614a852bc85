import type { DynamicFormItem } from '@venus/shared';
import { Descriptions, Spin, Typography } from 'antd';
import { useCustomRequest } from './custom-requests-api.ts';
import { filledValues } from './request-values.ts';

/** The values of a filed request, one line per item, readable at a glance. */
export function RequestValues({ items }: { items: readonly DynamicFormItem[] }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      className="venus-requests__values"
      items={filledValues(items).map((line) => ({
        key: line.key,
        label: line.name,
        children: line.text ? (
          <span className="venus-requests__value">{line.text}</span>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
      }))}
    />
  );
}

/** A custom request as its approver reads it in the task centre: the values as filed. */
export function CustomRequestRecord({ recordId }: { recordId: string }) {
  const request = useCustomRequest(Number(recordId));
  if (!request.data) return request.isLoading ? <Spin /> : null;
  return <RequestValues items={request.data.items} />;
}
