import { describe, expect, it } from 'vitest';
import {
  applyAttributeMapping,
  findTortiousWords,
  mappingRulesProblems,
  renderSections,
  renderTemplate,
  sanitizeHtml,
  sizeChartProblems,
  templateHtmlProblems,
  templateSectionsProblems,
  tortiousSegments,
  tortiousWordsFor,
} from './index';
import type { AttributeDefinition } from '../listings/definition';

const ids = (p: { messageId: string }[]) => p.map((x) => x.messageId);

describe('sanitizeHtml', () => {
  it('drops scripts, handlers, javascript: links and unknown tags, keeps presentational HTML', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://a.b/c">y</a>')).toBe('<a>x</a><a href="https://a.b/c">y</a>');
    expect(sanitizeHtml('<img src="data:text/html;base64,xx" onerror="x"><iframe src="//e"></iframe>')).toBe('<img />');
    expect(sanitizeHtml('<custom>text</custom><b style="color:red">b</b>')).toBe('text<b style="color:red">b</b>');
    expect(sanitizeHtml('<div style="background:url(javascript:x)">z</div>')).toBe('<div>z</div>');
  });
});

describe('description templates', () => {
  it('renders variables escaped, attributes as a list, images, size chart', () => {
    const html = renderTemplate('<h1>{title}</h1><p>{sku}</p>{attributes}{images}{sizeChart}', {
      title: 'Mug <b>',
      sku: 'M-1',
      attributes: { Color: 'Red', Empty: '' },
      images: ['https://x/a.jpg', 'javascript:alert(1)'],
      sizeChart: { columns: ['Chest'], rows: [{ size: 'M', values: ['96'] }] },
    });
    expect(html).toBe(
      '<h1>Mug &lt;b&gt;</h1><p>M-1</p><ul><li><b>Color</b>: Red</li></ul><img src="https://x/a.jpg" alt="Mug &lt;b&gt;" /><table border="1"><tr><th></th><th>Chest</th></tr><tr><th>M</th><td>96</td></tr></table>',
    );
  });
  it('a value never becomes markup, the template is sanitised before filling', () => {
    expect(renderTemplate('<script>{title}</script><p>{description}</p>', { title: 'x', description: '<img src=x onerror=alert(1)>\nline' })).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;<br />line</p>',
    );
  });
  it.each([
    ['', 'listingTemplates.htmlRequired'],
    ['x'.repeat(20001), 'listingTemplates.htmlTooLong'],
    ['<p>{title} {price}</p>', 'listingTemplates.unknownVariable'],
    ['<script>alert(1)</script>', 'listingTemplates.htmlEmpty'],
  ])('refuses the body %#', (html, id) => {
    expect(ids(templateHtmlProblems(html))).toEqual([id]);
  });
  it('accepts known variables', () => expect(templateHtmlProblems('<p>{title}</p>{images}')).toEqual([]));
  it('V2 sections: required, at most 10, titled, titles unique, bodies checked', () => {
    expect(ids(templateSectionsProblems([]))).toEqual(['listingTemplates.sectionsRequired']);
    expect(ids(templateSectionsProblems(Array.from({ length: 11 }, (_, i) => ({ title: `s${i}`, html: 'x' }))))).toEqual(['listingTemplates.sectionsTooMany']);
    const p = templateSectionsProblems([
      { title: 'Intro', html: '{title}' },
      { title: 'intro', html: '{oops}' },
      { title: ' ', html: 'ok' },
    ]);
    expect(p.map((x) => [x.field, x.messageId])).toEqual([
      ['sections.1.title', 'listingTemplates.sectionTitleRepeated'],
      ['sections.1.html', 'listingTemplates.unknownVariable'],
      ['sections.2.title', 'listingTemplates.sectionTitleRequired'],
    ]);
    expect(renderSections([{ title: 'Intro', html: '<p>{title}</p>' }], { title: 'T' })).toBe('<h3>Intro</h3><p>T</p>');
  });
});

describe('attribute mapping', () => {
  const attrs: AttributeDefinition[] = [
    { name: 'brand', type: 'text', required: true, maxLength: 10 },
    { name: 'color', type: 'select', required: false, options: ['Red', 'Blue'] },
  ];
  it('maps fields, specifications and fixed values, translating values; empty sources write nothing', () => {
    const out = applyAttributeMapping(
      [
        { source: 'fixed', target: 'brand', fixedValue: 'Acme' },
        { source: 'spec:颜色', target: 'color', values: [{ from: '红色', to: 'Red' }] },
        { source: 'weight', target: 'weight_g' },
        { source: 'hsCode', target: 'hs' },
      ],
      { name: 'Mug', weight: 350, hsCode: '', specs: { 颜色: '红色' } },
    );
    expect(out).toEqual({ brand: 'Acme', color: 'Red', weight_g: '350' });
  });
  it.each([
    ['no rules', [], 'listingTemplates.mapping.rulesRequired'],
    ['an unknown source', [{ source: 'price', target: 'brand' }], 'listingTemplates.mapping.sourceUnknown'],
    ['no target', [{ source: 'name', target: '' }], 'listingTemplates.mapping.targetRequired'],
    ['a target the definition lacks', [{ source: 'name', target: 'size' }], 'listingTemplates.mapping.targetUnknown'],
    [
      'the same target twice',
      [
        { source: 'name', target: 'brand' },
        { source: 'nameEn', target: 'brand' },
      ],
      'listingTemplates.mapping.targetRepeated',
    ],
    ['a fixed rule without a value', [{ source: 'fixed', target: 'brand', fixedValue: ' ' }], 'listingTemplates.mapping.fixedRequired'],
    ['a value the attribute refuses', [{ source: 'fixed', target: 'color', fixedValue: 'Green' }], 'listingTemplates.mapping.valueNotAccepted'],
    [
      'a translation without a product value',
      [{ source: 'spec:c', target: 'color', values: [{ from: '', to: 'Red' }] }],
      'listingTemplates.mapping.valueRequired',
    ],
    [
      'a product value translated twice',
      [
        {
          source: 'spec:c',
          target: 'color',
          values: [
            { from: 'a', to: 'Red' },
            { from: 'a', to: 'Blue' },
          ],
        },
      ],
      'listingTemplates.mapping.valueRepeated',
    ],
    ['too many rules', Array.from({ length: 51 }, (_, i) => ({ source: 'name', target: `t${i}` })), 'listingTemplates.mapping.rulesTooMany'],
  ])('refuses %s', (_w, rules, id) => {
    expect(ids(mappingRulesProblems(rules, attrs, false))).toEqual([id]);
  });
  it('with a category any target name is allowed (its attributes come from the marketplace)', () => {
    expect(mappingRulesProblems([{ source: 'name', target: 'size' }], attrs, true)).toEqual([]);
  });
});

describe('size charts', () => {
  const rows = [
    { size: 'S', values: ['88', '60-62'] },
    { size: 'M', values: ['92.5', '64'] },
  ];
  it('accepts measurements and ranges', () => expect(sizeChartProblems(['Chest', 'Length'], rows)).toEqual([]));
  it.each([
    ['no columns', [], [{ size: 'S', values: [] }], 'listingTemplates.size.columnsRequired'],
    ['a repeated column', ['Chest', 'chest'], [{ size: 'S', values: ['1', '2'] }], 'listingTemplates.size.columnRepeated'],
    ['no rows', ['Chest'], [], 'listingTemplates.size.rowsRequired'],
    [
      'a repeated size',
      ['Chest'],
      [
        { size: 'S', values: ['1'] },
        { size: 's', values: ['2'] },
      ],
      'listingTemplates.size.sizeRepeated',
    ],
    ['a missing value', ['Chest', 'Length'], [{ size: 'S', values: ['1'] }], 'listingTemplates.size.valuesCount'],
    ['a bad value', ['Chest'], [{ size: 'S', values: ['big'] }], 'listingTemplates.size.valueInvalid'],
    ['a backwards range', ['Chest'], [{ size: 'S', values: ['70-60'] }], 'listingTemplates.size.valueInvalid'],
    ['a blank size', ['Chest'], [{ size: '', values: ['1'] }], 'listingTemplates.size.labelRequired'],
  ])('refuses %s', (_w, cols, r, id) => expect(ids(sizeChartProblems(cols, r))).toEqual([id]));
});

describe('tortious words', () => {
  const words = [
    { word: 'Nike', matchMode: 'word', platformTypes: [] },
    { word: 'disney', matchMode: 'contains', platformTypes: [1] },
    { word: '迪士尼', matchMode: 'word', platformTypes: [] },
  ];
  it('whole words ignore case and longer words; contains matches inside; CJK matches contained', () => {
    expect(findTortiousWords(words, ['Shoes like NIKE, cheap'])).toEqual(['Nike']);
    expect(findTortiousWords(words, ['Nikelodeon toy'])).toEqual([]);
    expect(findTortiousWords(words, ['superDisneyland'])).toEqual(['disney']);
    expect(findTortiousWords(words, ['正版迪士尼玩具', null, 'nike'])).toEqual(['Nike', '迪士尼']);
  });
  it('words of other marketplaces do not apply; the library checks all', () => {
    expect(tortiousWordsFor(words, 2).map((w) => w.word)).toEqual(['Nike', '迪士尼']);
    expect(tortiousWordsFor(words, null)).toHaveLength(3);
  });
  it('cuts text for highlighting', () => {
    expect(tortiousSegments('buy nike now', ['Nike'])).toEqual([
      { text: 'buy ', hit: false },
      { text: 'nike', hit: true },
      { text: ' now', hit: false },
    ]);
  });
});
