import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * Fills a dialog's form each time it opens: cleared first, so nothing typed into an earlier,
 * cancelled opening survives, then set to the record edited (or the defaults of a new one).
 */
export function useFormOnOpen<V>(form: FormInstance<V>, open: boolean, values: Partial<V> | undefined): void {
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (values) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  }, [open, values, form]);
}
