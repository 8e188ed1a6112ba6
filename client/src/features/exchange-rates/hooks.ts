/** /exchangeRates data (exchange-rates.graphql) on the resource kit. */
import { ExchangeRatesDocument, ResetExchangeRateDocument, SetExchangeRateDocument, type ExchangeRatesQuery } from './exchange-rates.generated';
import { useCommands, useConnection, type NodeOf } from '../../ui/resource';

export type ExchangeRateRow = NodeOf<ExchangeRatesQuery['exchangeRates']>;

/** Every currency (built-in and the company's own); a refusal is the server's message. */
export const useExchangeRates = () => useConnection(ExchangeRatesDocument, (d) => d.exchangeRates);

export const useExchangeRateCommands = () => useCommands({ save: SetExchangeRateDocument, reset: ResetExchangeRateDocument });

/** A rate as shown: at most 6 decimals, no trailing zeros. */
export function formatRate(rate: string | number | null | undefined): string {
  if (rate == null || rate === '') return '—';
  const n = Number(rate);
  if (!Number.isFinite(n)) return String(rate);
  return n.toFixed(6).replace(/\.?0+$/, '');
}

/** A modifier as shown: signed percent without trailing zeros ("0" shows as "0"). */
export function formatModifier(modifier: string | number | null | undefined): string {
  const n = Number(modifier ?? 0);
  if (!Number.isFinite(n) || n === 0) return '0';
  const text = n.toFixed(4).replace(/\.?0+$/, '');
  return n > 0 ? `+${text}` : text;
}

/** The currency's name in the page language (Intl), or '' when unknown. */
export function currencyName(code: string, lang: 'zh' | 'en'): string {
  try {
    const name = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'currency', fallback: 'none' }).of(code);
    return name ?? '';
  } catch {
    return '';
  }
}
