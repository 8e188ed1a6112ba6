/** /exchangeRates data: typed documents from exchange-rates.graphql wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ExchangeRatesDocument, ResetExchangeRateDocument, SetExchangeRateDocument, type ExchangeRatesQuery } from '../../api/generated/graphql';
import { settle } from '../shared/outcome';

type Answer = ExchangeRatesQuery['exchangeRates'];
export type ExchangeRateRow = Extract<Answer, { data: unknown }>['data'][number];

/** Every currency (built-in and the company's own); `refused` is the server's message if it said no. */
export function useExchangeRates() {
  const { data, previousData, loading, error, refetch } = useQuery(ExchangeRatesDocument, { fetchPolicy: 'cache-and-network' });
  const answer = (data ?? previousData)?.exchangeRates;
  const rows = answer && answer.__typename === 'QueryExchangeRatesSuccess' ? answer.data : [];
  const refused = answer && answer.__typename !== 'QueryExchangeRatesSuccess' ? ('message' in answer ? answer.message : '') || 'error' : null;
  return { rows, loading, error: error ?? refused, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useSetExchangeRate() {
  const [mutate] = useMutation(SetExchangeRateDocument);
  return useCallback((currency: string, rate: string) => settle(mutate({ variables: { input: { currency, rate } } }), (d) => d.setExchangeRate), [mutate]);
}

export function useResetExchangeRate() {
  const [mutate] = useMutation(ResetExchangeRateDocument);
  return useCallback((id: number) => settle(mutate({ variables: { id } }), (d) => d.resetExchangeRate), [mutate]);
}

/** A rate as shown: at most 6 decimals, no trailing zeros. */
export function formatRate(rate: string | number | null | undefined): string {
  if (rate == null || rate === '') return '—';
  const n = Number(rate);
  if (!Number.isFinite(n)) return String(rate);
  return n.toFixed(6).replace(/\.?0+$/, '');
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
