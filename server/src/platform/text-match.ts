// Case-insensitive equality for Prisma filters. Prisma compiles `{ equals, mode: 'insensitive' }`
// to ILIKE without escaping, so `%` and `_` in the value match anything (a name "%" would clash
// with every name) and a trailing backslash is a database error. Escaping them makes ILIKE exact.
export function sameTextIgnoringCase(value: string): { equals: string; mode: 'insensitive' } {
  return { equals: value.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' };
}

// Text PostgreSQL cannot store (NUL characters, unpaired UTF-16 surrogates): refused for every
// GraphQL argument (graphql/text-input-plugin.ts) and every REST body (rest/router.ts).
// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot hold
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The name of the first input field (the leaf key) holding unstorable text, if any. */
export function unstorableField(value: unknown, key: string, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? key : undefined;
  if (depth > 10 || !value || typeof value !== 'object' || value instanceof Date) return undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = unstorableField(v, key, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    // Keys of JSON arguments are text too.
    if (UNSTORABLE.test(k)) return key;
    const hit = unstorableField(v, k, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}
