import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../api/rest';

export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/**
 * Minimal controlled-form state: values, one message per field, input refs so the first
 * errored input (in field order) can be focused — the spec's behaviour for form errors.
 */
export function useForm<V extends FormValues>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FormErrors<V>>({});
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  const order = useRef(Object.keys(initial));

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrorsState((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }, []);

  /** Show errors and focus the first errored input. */
  const setErrors = useCallback((next: FormErrors<V>) => {
    setErrorsState(next);
    const first = order.current.find((name) => next[name as keyof V & string]);
    if (first) {
      // after React has rendered the invalid state
      queueMicrotask(() => inputs.current.get(first)?.focus());
    }
  }, []);

  /** Drop the messages of `names` (all when omitted) without moving the focus. */
  const clearErrors = useCallback((names?: readonly (keyof V & string)[]) => {
    setErrorsState((prev) => {
      if (!names) return Object.keys(prev).length ? {} : prev;
      if (!names.some((n) => n in prev)) return prev;
      const next = { ...prev };
      for (const n of names) delete next[n];
      return next;
    });
  }, []);

  /**
   * Map server `data.errors` onto the fields of this form. Returns the messages for
   * names that are not fields of this form (the caller shows them as a toast).
   */
  const applyServerErrors = useCallback(
    (fieldErrors: FieldErrors): string[] => {
      const mapped: FormErrors<V> = {};
      const rest: string[] = [];
      for (const [name, messages] of Object.entries(fieldErrors)) {
        if (order.current.includes(name)) mapped[name as keyof V & string] = messages.join(' ');
        else rest.push(...messages);
      }
      setErrors(mapped);
      return rest;
    },
    [setErrors],
  );

  const field = useCallback(
    (name: keyof V & string) => ({
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value),
      ref: (el: HTMLInputElement | null) => {
        inputs.current.set(name, el);
      },
    }),
    [values, setValue],
  );

  return { values, errors, setValue, setErrors, clearErrors, applyServerErrors, field, setValues };
}
