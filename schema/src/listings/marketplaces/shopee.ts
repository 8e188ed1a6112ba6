// Shopee (spec 02 §9): lead time (days to ship a pre-order) 4 to 10, 50 SKU rows, at most 2
// variant units; images up to 10 MB.
import { defineMarketplace, megabytes } from '../definition';

export const SHOPEE_LEAD_TIME = { min: 4, max: 10 } as const;

export const SHOPEE_LISTING = defineMarketplace(
  'shopee',
  [
    { code: 'MY', currency: 'MYR' },
    { code: 'SG', currency: 'SGD' },
    { code: 'TH', currency: 'THB' },
    { code: 'PH', currency: 'PHP' },
    { code: 'VN', currency: 'VND' },
    { code: 'ID', currency: 'IDR' },
    { code: 'TW', currency: 'TWD' },
    { code: 'BR', currency: 'BRL' },
  ],
  (base) => ({
    images: { ...base.images, maxBytes: megabytes(10) },
    variations: { maxAttributes: 2, maxVariations: 50 },
    attributes: [
      { name: 'leadTime', type: 'int', required: false, min: SHOPEE_LEAD_TIME.min, max: SHOPEE_LEAD_TIME.max },
      { name: 'weight', type: 'int', required: true, min: 1, max: 1_000_000 },
    ],
  }),
);
