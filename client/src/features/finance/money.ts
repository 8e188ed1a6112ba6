/** A Decimal as text with two decimals ("1000.5" → "1000.50"), without floats. */
export const money = (v: string | number | null | undefined) => {
  const [i, f = ''] = String(v ?? '0').split('.');
  return `${i}.${(f + '00').slice(0, 2)}`;
};
