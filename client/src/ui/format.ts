/** Date-time text for tables: `YYYY-MM-DD HH:mm` in the browser's time zone, '—' when empty. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** `YYYY-MM-DD` of a date input → ISO instant at the start (or end) of that day, local time. */
export function dayBoundary(day: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  return date.toISOString();
}

/** Page number + size → the `first` / `offset` list arguments. */
export function pageArgs(page: number, pageSize: number): { first: number; offset: number } {
  return { first: pageSize, offset: Math.max(0, (page - 1) * pageSize) };
}

/** Trimmed text or undefined (filters leave out empty values). */
export function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Id of a select's value ('' → undefined). */
export function idOrUndefined(value: unknown): number | undefined {
  return typeof value === 'string' && value !== '' ? Number(value) : undefined;
}

/** Text of a scalar value (form fields, error lists, message parameters): '' for null / undefined, JSON for anything else that is not a string, number or boolean. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
