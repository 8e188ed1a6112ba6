/**
 * The shops the caller may see and their marketplaces, for the platform / shop selects of report
 * filters: `shopFields(…)` gives the two select fields, the shop list narrowed to the chosen
 * platform, and `keepShopInPlatform` clears a shop that the new platform leaves out.
 */
import { marketplaceLabel } from '@erp/schema';
import type { FilterField, FilterValues } from '../FilterBar';
import { ShopChoicesDocument } from './shopChoices.generated';
import { useRecord } from './useConnection';

export interface ShopChoice {
  id: number;
  platformType: number;
  label: string;
}

const idOf = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);

export function useShopChoices() {
  const { record } = useRecord(ShopChoicesDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const shops: ShopChoice[] = (record ?? []).map((s) => ({ id: s.id, platformType: s.platformType, label: s.alias || s.shopName }));
  const platformTypes = [...new Set(shops.map((s) => s.platformType))].sort((a, b) => a - b);
  const platforms = platformTypes.map((p) => ({ value: p, label: marketplaceLabel(p) }));

  /** The platform select and the shop select (only the chosen platform's shops). */
  const shopFields = (values: FilterValues, labels: { platform: string; shop: string }): FilterField[] => {
    const platform = idOf(values.platformType);
    return [
      { name: 'platformType', label: labels.platform, type: 'select', options: platforms.map((p) => ({ value: String(p.value), label: p.label })) },
      {
        name: 'shopId',
        label: labels.shop,
        type: 'select',
        options: shops
          .filter((s) => !platform || s.platformType === platform)
          .map((s) => ({ value: String(s.id), label: `${s.label} · ${marketplaceLabel(s.platformType)}` })),
      },
    ];
  };
  /** The next filter values, the shop cleared when the platform chosen leaves it out. */
  const keepShopInPlatform = (next: FilterValues): FilterValues => {
    const p = idOf(next.platformType);
    const shop = shops.find((s) => String(s.id) === next.shopId);
    return p && shop && shop.platformType !== p ? { ...next, shopId: '' } : next;
  };
  return { shops, platforms, shopFields, keepShopInPlatform };
}

/** The filter's `platformType` and `shopIds` of the select values. */
export function shopFilterOf(v: FilterValues): { platformType?: number; shopIds?: number[] } {
  const platformType = idOf(v.platformType);
  const shopId = idOf(v.shopId);
  return { ...(platformType ? { platformType } : {}), ...(shopId ? { shopIds: [shopId] } : {}) };
}
