// TikTok Shop (spec 02 §5): images PNG, JPG or JPEG, up to 3 files.
import { defineMarketplace } from '../definition';

export const TIKTOK_LISTING = defineMarketplace(
  'tiktok',
  [
    { code: 'US', currency: 'USD' },
    { code: 'UK', currency: 'GBP' },
    { code: 'ID', currency: 'IDR' },
    { code: 'MY', currency: 'MYR' },
    { code: 'TH', currency: 'THB' },
    { code: 'VN', currency: 'VND' },
    { code: 'PH', currency: 'PHP' },
    { code: 'SG', currency: 'SGD' },
  ],
  (base) => ({
    images: { ...base.images, formats: ['png', 'jpg', 'jpeg'], max: 3 },
    attributes: [{ name: 'packageWeight', type: 'int', required: true, min: 1, max: 1_000_000 }],
  }),
);
