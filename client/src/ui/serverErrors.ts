/**
 * Server field errors in every shape the back end sends, normalised to `{ field: [messages] }`:
 * - REST 403 `type: form`: `data.errors` = `{ field: [messages] }` (spec 01 §8), also nested
 *   under `errors.listing` for listing forms (`{ listing: { title: [...] } }`), on an ApiError
 *   or as the raw `data` / `errors` object;
 * - GraphQL typed result `ValidationError { fieldErrors: [{ field, message }] }` (the result
 *   itself, or just its `fieldErrors` list);
 * - GraphQL `BAD_USER_INPUT` errors carrying `extensions.fieldErrors`.
 * Messages arrive translated; they are shown as they come.
 */
import { isApiError } from '../api/rest';
import { scalarText } from './format';

export type ServerFieldErrors = Record<string, string[]>;

interface FieldErrorItem {
  field: string;
  message: string;
}

function isItemList(value: unknown): value is FieldErrorItem[] {
  return Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object' && 'field' in v && 'message' in v);
}

function add(out: ServerFieldErrors, field: string, value: unknown) {
  const list = Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [scalarText(value)];
  if (list.length === 0) return;
  out[field] = [...(out[field] ?? []), ...list];
}

function fromMap(errors: Record<string, unknown>, out: ServerFieldErrors) {
  for (const [field, value] of Object.entries(errors)) {
    if (field === 'listing' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      fromMap(value as Record<string, unknown>, out);
    } else {
      add(out, field, value);
    }
  }
}

/** Any supported shape → `{ field: [messages] }`, or null when there are no field errors in it. */
export function normalizeServerErrors(source: unknown): ServerFieldErrors | null {
  const out: ServerFieldErrors = {};
  if (source === null || source === undefined) return null;
  if (isApiError(source)) return source.type === 'form' ? normalizeServerErrors(source.data) : null;
  if (isItemList(source)) {
    for (const item of source) add(out, item.field, item.message);
  } else if (typeof source === 'object') {
    const obj = source as Record<string, unknown>;
    if (isItemList(obj.fieldErrors)) return normalizeServerErrors(obj.fieldErrors);
    if (Array.isArray(obj.graphQLErrors) || Array.isArray(obj.errors)) {
      // Apollo's CombinedGraphQLErrors (`errors`) or a raw GraphQL response
      const list = (obj.graphQLErrors ?? obj.errors) as { extensions?: { fieldErrors?: unknown } }[];
      for (const e of list) {
        const nested = isItemList(e?.extensions?.fieldErrors) ? normalizeServerErrors(e.extensions.fieldErrors) : null;
        if (nested) for (const [f, m] of Object.entries(nested)) add(out, f, m);
      }
    } else if (obj.errors !== null && typeof obj.errors === 'object') {
      fromMap(obj.errors as Record<string, unknown>, out);
    } else if (!('errors' in obj) && !('fieldErrors' in obj)) {
      fromMap(obj, out);
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}
