// Ozon (spec 02 §5, §9): images up to 10 MB; video mp4 or mov, up to 20 MB and 30 s.
import { defineMarketplace, megabytes } from '../definition';

export const OZON_LISTING = defineMarketplace('ozon', [{ code: 'RU', currency: 'RUB' }], (base) => ({
  images: { ...base.images, maxBytes: megabytes(10) },
  video: { formats: ['mp4', 'mov'], maxBytes: megabytes(20), maxSeconds: 30, maxHeight: null },
  attributes: [{ name: 'brand', type: 'text', required: true, maxLength: 100 }],
}));
