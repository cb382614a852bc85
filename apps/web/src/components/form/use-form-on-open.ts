import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * Fills a dialog's form each time it opens: cleared first, so nothing typed into an earlier,
 * cancelled opening survives, then set to the record edited (or the defaults of a new one).
 *
 * Once per opening: a caller's values are often a new object on every render (a default date, the
 * answer of a query), and filling again on a later render would wipe what the person has typed
 * since (a CI run paid a claim without the reference typed into its dialog). Values that arrive
 * after the opening (undefined until then) are filled when they come.
 */
export function useFormOnOpen<V>(form: FormInstance<V>, open: boolean, values: Partial<V> | undefined): void {
  const stage = useRef<'closed' | 'cleared' | 'filled'>('closed');
  useEffect(() => {
    if (!open) {
      stage.current = 'closed';
      return;
    }
    if (stage.current === 'closed') {
      form.resetFields();
      stage.current = 'cleared';
    }
    if (stage.current === 'cleared' && values) {
      form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
      stage.current = 'filled';
    }
  }, [open, values, form]);
}
