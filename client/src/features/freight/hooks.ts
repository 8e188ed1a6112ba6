/** Freight (freight.graphql): the list documents, every command and the helpers the screens share. */
import { useCallback } from 'react';
import { useConfirm } from '../../ui';
import { useConnection, useCommands, type Outcome } from '../../ui/resource';
import {
  DeleteShippingPartitionRuleDocument,
  DeleteShippingPriceCardDocument,
  DeleteShippingTemplateDocument,
  SaveShippingPartitionRuleDocument,
  SaveShippingPriceCardDocument,
  SaveShippingTemplateDocument,
  ShippingPartitionRulesDocument,
  ShippingPriceCardsDocument,
  ShippingTemplatesDocument,
  type ShippingPartitionRulesQuery,
  type ShippingPriceCardsQuery,
  type ShippingTemplatesQuery,
} from './freight.generated';

export type TemplateRow = ShippingTemplatesQuery['shippingTemplates'][number];
export type PartitionRow = ShippingPartitionRulesQuery['shippingPartitionRules'][number];
export type PriceCardRow = ShippingPriceCardsQuery['shippingPriceCards'][number];

/** The company's shipping templates (the server answers the whole list; `keyword` narrows it by name). */
export const useShippingTemplates = (keyword?: string) =>
  useConnection(ShippingTemplatesDocument, (d) => d.shippingTemplates, { keyword: keyword || undefined });
export const usePartitionRules = () => useConnection(ShippingPartitionRulesDocument, (d) => d.shippingPartitionRules);
export const usePriceCards = () => useConnection(ShippingPriceCardsDocument, (d) => d.shippingPriceCards);

export const useFreightCommands = () =>
  useCommands({
    saveTemplate: SaveShippingTemplateDocument,
    deleteTemplate: DeleteShippingTemplateDocument,
    savePartition: SaveShippingPartitionRuleDocument,
    deletePartition: DeleteShippingPartitionRuleDocument,
    saveCard: SaveShippingPriceCardDocument,
    deleteCard: DeleteShippingPriceCardDocument,
  });

/** A number as an input holds it ('' for none). */
export const numText = (v: number | null | undefined): string => (v == null ? '' : String(v));
/** An input's text as a number (null when empty or not a number). */
export function textNum(v: string | undefined): number | null {
  const s = (v ?? '').trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
/** Two decimals for money. */
export const money = (v: number | null | undefined): string => (v == null ? '—' : v.toFixed(2));

/** An ISO time → the value of a `datetime-local` input (local time), '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` / `date` input's value → ISO time, null for none. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * Confirm (when asked) → run the command (its own feedback) → reload the whole list: useListScreen's
 * `run` for the lists the server answers whole.
 */
export function useConfirmedRun(reload: () => unknown) {
  const confirm = useConfirm();
  return useCallback(
    async (action: () => Promise<Outcome<unknown>>, ask?: { confirm?: string; danger?: boolean; confirmText?: string }) => {
      if (ask?.confirm && !(await confirm({ message: ask.confirm, danger: ask.danger, confirmText: ask.confirmText }))) return false;
      const outcome = await action();
      if (outcome.ok) void reload();
      return outcome.ok;
    },
    [confirm, reload],
  );
}
