// Demo listing templates (issue 24 item 3): a common description template (the default one), an
// Ozon marketplace template with sections, an Ozon attribute mapping, an Ozon and a Mercado size
// chart, and a few infringing words. Through the services, as a seller's clicks would. The words are
// brands no other demo record carries, so the demo's products and listings stay savable.
import { PLATFORM_TYPES } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { createAttributeMapping, createDescriptionTemplate, createSizeChart } from '../modules/listing-templates/listing-templates.service';
import { addTortiousWords, createTortiousWord } from '../modules/listing-templates/tortious-words.service';

export async function seedListingTemplates(ctx: RequestContext): Promise<void> {
  await createDescriptionTemplate(1)(ctx, {
    name: '标准描述 Standard',
    html: '<h2>{title}</h2><p>{description}</p><h3>Specifications</h3>{attributes}{images}',
    isDefault: false,
    remark: 'For every marketplace',
  });
  await createDescriptionTemplate(1)(ctx, {
    name: '简洁描述 Short',
    html: '<p><b>{title}</b></p><p>{description}</p>',
  });
  await createDescriptionTemplate(2)(ctx, {
    name: 'Ozon 服装 Apparel',
    platformType: PLATFORM_TYPES.ozon,
    sections: [
      { title: 'О товаре', html: '<p>{title}</p><p>{description}</p>' },
      { title: 'Размеры', html: '{sizeChart}' },
      { title: 'Характеристики', html: '{attributes}' },
    ],
  });
  await createAttributeMapping(ctx, {
    name: 'Ozon 品牌 Brand',
    platformType: PLATFORM_TYPES.ozon,
    rules: [{ source: 'fixed', target: 'brand', fixedValue: 'Nordhaus' }],
    remark: 'Our own brand on every Ozon draft',
  });
  await createSizeChart(ctx, 'ozon', {
    name: 'T 恤 T-shirts',
    unit: 'cm',
    columns: ['Обхват груди', 'Длина'],
    rows: [
      { size: 'S', values: ['88-92', '68'] },
      { size: 'M', values: ['92-96', '70'] },
      { size: 'L', values: ['96-100', '72'] },
      { size: 'XL', values: ['100-104', '74'] },
    ],
  });
  await createSizeChart(ctx, 'mercado', {
    name: 'Zapatos 鞋',
    unit: 'cm',
    columns: ['Largo del pie'],
    rows: [
      { size: '38', values: ['24'] },
      { size: '39', values: ['24.5'] },
      { size: '40', values: ['25.5'] },
    ],
  });
  await addTortiousWords(ctx, { words: 'Disney\nPokemon\nRolex', matchMode: 'word' });
  await createTortiousWord(ctx, { word: '迪士尼', matchMode: 'contains', remark: '品牌词' });
  await createTortiousWord(ctx, { word: 'Gucci', matchMode: 'contains', platformTypes: [PLATFORM_TYPES.ebay, PLATFORM_TYPES.amazon] });
}
