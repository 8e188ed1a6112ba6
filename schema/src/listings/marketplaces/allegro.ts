// Allegro: the item's condition on every offer; an EAN, when given, of 8 or 12 to 14 digits.
import { BARCODE_PATTERN } from '../../rules/form';
import { defineMarketplace } from '../definition';

export const ALLEGRO_LISTING = defineMarketplace(
  'allegro',
  [
    { code: 'PL', currency: 'PLN' },
    { code: 'CZ', currency: 'CZK' },
    { code: 'SK', currency: 'EUR' },
  ],
  () => ({
    attributes: [
      { name: 'condition', type: 'select', required: true, options: ['new', 'used'] },
      { name: 'ean', type: 'text', required: false, pattern: BARCODE_PATTERN, patternMessage: 'listing.barcodeFormat' },
    ],
  }),
);
