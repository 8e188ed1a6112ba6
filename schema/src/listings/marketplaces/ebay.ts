// eBay (spec 02 §5 'Listing' eBay, §9 videos): no duplicate domestic or international shipping
// options; international shipping needs a destination country; video MP4 only, up to 150 MB and
// 1080p; processing (handling) time 0 means the same working day, so 0 is a value there.
import { defineMarketplace, megabytes } from '../definition';

export const EBAY_LISTING = defineMarketplace(
  'ebay',
  [
    { code: 'US', currency: 'USD' },
    { code: 'UK', currency: 'GBP' },
    { code: 'DE', currency: 'EUR' },
    { code: 'FR', currency: 'EUR' },
    { code: 'IT', currency: 'EUR' },
    { code: 'ES', currency: 'EUR' },
    { code: 'AU', currency: 'AUD' },
    { code: 'CA', currency: 'CAD' },
  ],
  (base) => ({
    subtitle: { max: base.title.max },
    video: { formats: ['mp4'], maxBytes: megabytes(150), maxSeconds: base.video!.maxSeconds, maxHeight: 1080 },
    shipping: { minOptions: 1, uniqueServices: true, internationalNeedsCountry: true },
    attributes: [{ name: 'condition', type: 'select', required: true, options: ['new', 'used', 'refurbished'] }],
    zeroMeansUnchanged: ['price'],
  }),
);
