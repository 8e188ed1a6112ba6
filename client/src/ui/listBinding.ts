/**
 * A picker of many values (a permission tree, a shop picker) bound to a form field holding the
 * list: its value, its change, its error text and the focus target of "focus the first errored
 * field". With `label`, the form's messages name the field by it (FormKit fields do that
 * themselves; these pickers are not FormKit fields).
 *
 *   <PermissionTree {...useListField(form, 'permissions', label)} tree={…} label={label} hint={…} />
 */
import { useEffect } from 'react';
import type { ZodForm } from './useZodForm';

export function useListField<V extends Record<string, unknown>, K extends keyof V & string, Out>(form: ZodForm<V, Out>, name: K, label?: string) {
  const { setLabel } = form;
  useEffect(() => {
    if (label) setLabel(name, label);
  }, [setLabel, name, label]);
  return {
    value: form.values[name],
    onChange: (next: V[K]) => form.setValue(name, next),
    errorText: form.errorText(name),
    focusRef: form.register(name).ref,
  };
}
