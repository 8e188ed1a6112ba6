import { toFormIssues } from '@erp/schema';
import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { reportError } from './errors';
import { normalizeServerErrors } from './serverErrors';
import { useMessageText } from './useUiText';

/** One field's error: a message id + params (translated when shown) or a server text shown as is. */
export type FieldError = { id: string; params?: Record<string, unknown> } | { text: string };

export type FormErrorMap = Record<string, FieldError | undefined>;

type FocusableEl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLElement;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: (el: FocusableEl | null) => void;
}

export type ValidateResult<Out> = { success: true; data: Out } | { success: false };

export interface ZodForm<V extends Record<string, unknown>, Out> {
  values: V;
  /** Raw errors by field name (see `errorText` for the translated text). */
  errors: FormErrorMap;
  /** The translated error of a field, or undefined. `{field}` is filled with the field's label. */
  errorText: (name: string) => string | undefined;
  /** First-error-wins map of translated texts (handy for tests and summaries). */
  errorTexts: Record<string, string>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setValues: (patch: Partial<V>) => void;
  /** Props for a text input / select / textarea bound to `name`. */
  register: (name: keyof V & string) => FieldBinding;
  /** Remember a field's label (FormKit.Field does this) so messages can name it. */
  setLabel: (name: string, label: string) => void;
  /** Validate everything; on failure show errors and focus the first errored input. */
  validate: () => ValidateResult<Out>;
  /** Show these errors (ids or texts) and focus the first errored input. */
  setErrors: (errors: Record<string, FieldError | string | undefined>) => void;
  clearErrors: () => void;
  /** Drop one field's error (a line cell the user edits, for instance). */
  clearError: (name: string) => void;
  /**
   * A ref that registers any input under `name` (a line cell `lines.0.quantity`), so rule and
   * server errors with that path land there and the first errored one is focused.
   */
  fieldRef: (name: string) => (el: FocusableEl | null) => void;
  /**
   * Put server field errors onto the form (REST `data.errors`, GraphQL `fieldErrors`, an
   * ApiError …) and focus the first; returns the messages for names that are not fields here.
   */
  applyServerErrors: (source: unknown) => string[];
  /**
   * `onSubmit` handler: validates, then runs `onValid(data)`. If it throws, form errors from the
   * server land on the fields and everything else is reported the shared way (toast).
   */
  handleSubmit: (onValid: (data: Out) => unknown) => (e?: FormEvent) => Promise<void>;
  submitting: boolean;
  reset: (values?: V) => void;
}

/**
 * The form name an error path lands on: the path itself when an input is registered under it
 * (`lines.0.quantity`, a line cell), else its longest registered prefix (`lines.0`, a row), else
 * its first segment (`lines`). So a line error stays on its row and cell.
 */
export function fieldNameOf(path: string, known: Set<string>): string | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n).join('.');
    if (known.has(name)) return name;
  }
  return null;
}

function issuesByField<Out>(result: z.ZodSafeParseResult<Out>, known: Set<string>): FormErrorMap {
  if (result.success) return {};
  const errors: FormErrorMap = {};
  for (const issue of toFormIssues(result.error)) {
    const name = fieldNameOf(issue.path, known) ?? issue.field;
    if (errors[name]) continue;
    errors[name] = { id: issue.messageId, params: issue.params };
  }
  return errors;
}

/**
 * Form state validated by a zod schema built from @erp/schema rules (`formRules.*`, identity
 * inputs …). Values are what the inputs hold (strings for text inputs); `validate`/`handleSubmit`
 * hand over the schema's output. Errors show after a submit or when leaving a field, and are
 * re-checked while the user types into an errored field.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V): ZodForm<V, z.output<S>> {
  type Out = z.output<S>;
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FormErrorMap>({});
  const [submitting, setSubmitting] = useState(false);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const elements = useRef(new Map<string, FocusableEl>());
  const fieldOrder = useRef(Object.keys(initial));
  const submittingRef = useRef(false);
  const text = useMessageText();

  const known = useCallback(() => new Set([...fieldOrder.current, ...elements.current.keys()]), []);

  const focusFirst = useCallback((errs: FormErrorMap) => {
    const names = Object.keys(errs).filter((n) => errs[n]);
    const els = names.map((n) => elements.current.get(n)).filter((el): el is FocusableEl => Boolean(el?.isConnected));
    if (els.length === 0) return;
    // document order, so "first" is what the user sees first
    els.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const first = els[0]!;
    queueMicrotask(() => first.focus());
  }, []);

  const showErrors = useCallback(
    (next: FormErrorMap) => {
      setErrorsState(next);
      focusFirst(next);
    },
    [focusFirst],
  );

  const checkField = useCallback(
    (name: string, nextValues: V) => {
      const all = issuesByField(schema.safeParse(nextValues) as z.ZodSafeParseResult<Out>, known());
      setErrorsState((prev) => {
        if (prev[name] === all[name] || (!prev[name] && !all[name])) return prev;
        // a server text stays until the value changes; a client rule is re-checked
        return { ...prev, [name]: all[name] };
      });
    },
    [schema, known],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValuesState(next);
      const current = errorsRef.current[name];
      if (current) {
        if ('text' in current) setErrorsState((prev) => ({ ...prev, [name]: undefined }));
        else checkField(name, next);
      }
    },
    [checkField],
  );

  const setValues = useCallback((patch: Partial<V>) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const register = useCallback(
    (name: keyof V & string): FieldBinding => ({
      name,
      value: valuesRef.current[name] === undefined || valuesRef.current[name] === null ? '' : String(valuesRef.current[name]),
      onChange: (e) => setValue(name, e.target.value as V[typeof name]),
      onBlur: () => {
        if (!submittingRef.current) checkField(name, valuesRef.current);
      },
      ref: (el) => {
        if (el) elements.current.set(name, el);
        else elements.current.delete(name);
      },
    }),
    // `values` in the deps so each render's bindings carry the current value (read from valuesRef)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, setValue, checkField],
  );

  const setLabel = useCallback((name: string, label: string) => {
    setLabels((prev) => (prev[name] === label ? prev : { ...prev, [name]: label }));
  }, []);

  const validate = useCallback((): ValidateResult<Out> => {
    const result = schema.safeParse(valuesRef.current) as z.ZodSafeParseResult<Out>;
    if (result.success) {
      setErrorsState({});
      return { success: true, data: result.data };
    }
    showErrors(issuesByField(result, known()));
    return { success: false };
  }, [schema, showErrors, known]);

  const setErrors = useCallback(
    (input: Record<string, FieldError | string | undefined>) => {
      const next: FormErrorMap = {};
      for (const [name, e] of Object.entries(input)) {
        if (e === undefined) continue;
        next[name] = typeof e === 'string' ? { text: e } : e;
      }
      showErrors(next);
    },
    [showErrors],
  );

  const clearErrors = useCallback(() => setErrorsState({}), []);
  const clearError = useCallback((name: string) => {
    if (!errorsRef.current[name]) return;
    setErrorsState((prev) => ({ ...prev, [name]: undefined }));
  }, []);
  const fieldRef = useCallback(
    (name: string) => (el: FocusableEl | null) => {
      if (el) elements.current.set(name, el);
      else elements.current.delete(name);
    },
    [],
  );

  const applyServerErrors = useCallback(
    (source: unknown): string[] => {
      const fieldErrors = normalizeServerErrors(source);
      if (!fieldErrors) return [];
      const names = known();
      const next: FormErrorMap = {};
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(fieldErrors)) {
        const name = fieldNameOf(field, names);
        if (name && !next[name]) next[name] = { text: messages.join(' ') };
        else if (!name) rest.push(...messages);
      }
      if (Object.keys(next).length > 0) showErrors(next);
      return rest;
    },
    [known, showErrors],
  );

  const handleSubmit = useCallback(
    (onValid: (data: Out) => unknown) => async (e?: FormEvent) => {
      e?.preventDefault();
      if (submittingRef.current) return;
      const result = validate();
      if (!result.success) return;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await onValid(result.data);
      } catch (error) {
        // form errors land on the fields (nested `errors.listing` too); the rest is toasted
        reportError(error, () => applyServerErrors(error));
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [validate, applyServerErrors],
  );

  const reset = useCallback(
    (next?: V) => {
      const v = next ?? initial;
      valuesRef.current = v;
      setValuesState(v);
      setErrorsState({});
    },
    [initial],
  );

  const errorText = useCallback(
    (name: string): string | undefined => {
      const e = errors[name];
      if (!e) return undefined;
      if ('text' in e) return e.text;
      const params = { ...(e.params ?? {}) };
      if (labels[name]) params.field = labels[name];
      else if (params.field === undefined) params.field = name;
      return text(e.id, params);
    },
    [errors, labels, text],
  );

  const errorTexts = useMemo(() => {
    const out: Record<string, string> = {};
    for (const name of Object.keys(errors)) {
      const t = errorText(name);
      if (t) out[name] = t;
    }
    return out;
  }, [errors, errorText]);

  return {
    values,
    errors,
    errorText,
    errorTexts,
    setValue,
    setValues,
    register,
    setLabel,
    validate,
    setErrors,
    clearErrors,
    clearError,
    fieldRef,
    applyServerErrors,
    handleSubmit,
    submitting,
    reset,
  };
}
