// Amazon: a product id (EAN / UPC of 8 or 12 to 14 digits, spec 01 §5) and a brand on every listing.
import { BARCODE_PATTERN } from '../../rules/form';
import { defineMarketplace } from '../definition';

export const AMAZON_LISTING = defineMarketplace(
  'amazon',
  [
    { code: 'US', currency: 'USD' },
    { code: 'CA', currency: 'CAD' },
    { code: 'MX', currency: 'MXN' },
    { code: 'UK', currency: 'GBP' },
    { code: 'DE', currency: 'EUR' },
    { code: 'FR', currency: 'EUR' },
    { code: 'IT', currency: 'EUR' },
    { code: 'ES', currency: 'EUR' },
    { code: 'JP', currency: 'JPY' },
  ],
  () => ({
    attributes: [
      { name: 'brand', type: 'text', required: true, maxLength: 50 },
      { name: 'productId', type: 'text', required: true, pattern: BARCODE_PATTERN, patternMessage: 'listing.barcodeFormat' },
    ],
  }),
);
