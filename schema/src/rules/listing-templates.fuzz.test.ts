// Properties of the listing-template rules (issue 24 item 3; schema/src/listing-templates): template
// names and bodies, V2 sections, attribute-mapping rules, size charts and infringing words — valid
// input is accepted, and each rule broken alone answers its message.
import { expect, it } from 'vitest';
import {
  mappingRulesProblems,
  MAPPING_RULES_MAX,
  PRODUCT_ATTRIBUTE_SOURCES,
  SIZE_CHART_COLUMNS_MAX,
  SIZE_CHART_ROWS_MAX,
  sizeChartProblems,
  TEMPLATE_HTML_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SECTIONS_MAX,
  TEMPLATE_VARIABLES,
  templateHtmlProblems,
  templateNameProblems,
  templateSectionsProblems,
  TORTIOUS_MATCH_MODES,
  TORTIOUS_WORD_MAX,
  tortiousWordProblems,
} from '../listing-templates/index';
import { blank, covers, fc, reqText, tooLong } from './fuzz.support';

const ids = (issues: { messageId: string }[]) => issues.map((i) => i.messageId);
const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,11}$/);
/** A body with text and known variables. */
const html = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 5 }), fc.subarray([...TEMPLATE_VARIABLES]))
  .map(([words, vars]) => `<p>${words.join(' ')} ${vars.map((v) => `{${v}}`).join(' ')}</p>`);

covers('templateNameProblems', () => {
  it('accepts a name of 1 to 64 characters, refuses a blank or longer one', () => {
    fc.assert(fc.property(reqText(TEMPLATE_NAME_MAX), (n) => void expect(templateNameProblems(n)).toEqual([])));
    fc.assert(fc.property(blank, (n) => void expect(ids(templateNameProblems(n))).toEqual(['listingTemplates.nameRequired'])));
    fc.assert(fc.property(tooLong(TEMPLATE_NAME_MAX), (n) => void expect(ids(templateNameProblems(n))).toEqual(['listingTemplates.nameTooLong'])));
  });
});

covers('templateHtmlProblems', () => {
  it('accepts text with known variables; refuses blank, too long, unknown variables and nothing left after sanitising', () => {
    fc.assert(fc.property(html, (h) => void expect(templateHtmlProblems(h)).toEqual([])));
    fc.assert(fc.property(blank, (h) => void expect(ids(templateHtmlProblems(h))).toEqual(['listingTemplates.htmlRequired'])));
    expect(ids(templateHtmlProblems(`<p>${'x'.repeat(TEMPLATE_HTML_MAX)}</p>`))).toEqual(['listingTemplates.htmlTooLong']);
    fc.assert(
      fc.property(
        html,
        fc.stringMatching(/^zz[a-z]{1,8}$/),
        (h, v) => void expect(ids(templateHtmlProblems(`${h}{${v}}`))).toEqual(['listingTemplates.unknownVariable']),
      ),
    );
    expect(ids(templateHtmlProblems('<script>alert(1)</script>'))).toEqual(['listingTemplates.htmlEmpty']);
  });
});

covers('templateSectionsProblems', () => {
  const sections = fc
    .uniqueArray(word, { minLength: 1, maxLength: TEMPLATE_SECTIONS_MAX, selector: (t) => t.toLowerCase() })
    .chain((titles) => fc.tuple(...titles.map((title) => html.map((h) => ({ title, html: h })))));
  it('accepts 1 to 10 sections with unique titles; refuses none, too many and a repeated title', () => {
    fc.assert(fc.property(sections, (s) => void expect(templateSectionsProblems(s)).toEqual([])));
    expect(ids(templateSectionsProblems([]))).toEqual(['listingTemplates.sectionsRequired']);
    fc.assert(
      fc.property(
        html,
        (h) =>
          void expect(ids(templateSectionsProblems(Array.from({ length: TEMPLATE_SECTIONS_MAX + 1 }, (_, i) => ({ title: `s${i}`, html: h }))))).toEqual([
            'listingTemplates.sectionsTooMany',
          ]),
      ),
    );
    fc.assert(
      fc.property(
        sections,
        (s) =>
          void expect(ids(templateSectionsProblems([...s.slice(0, TEMPLATE_SECTIONS_MAX - 1), { ...s[0]!, title: s[0]!.title.toUpperCase() }]))).toEqual([
            'listingTemplates.sectionTitleRepeated',
          ]),
      ),
    );
  });
});

covers('mappingRulesProblems', () => {
  const rules = fc
    .uniqueArray(word, { minLength: 1, maxLength: 10 })
    .chain((targets) => fc.tuple(...targets.map((target) => fc.constantFrom(...PRODUCT_ATTRIBUTE_SOURCES).map((source) => ({ source, target, values: [] })))));
  it('accepts known sources onto distinct targets; refuses none, too many, an unknown source, a repeated target and a fixed rule without its value', () => {
    fc.assert(fc.property(rules, (r) => void expect(mappingRulesProblems(r, [], true)).toEqual([])));
    expect(ids(mappingRulesProblems([], [], true))).toEqual(['listingTemplates.mapping.rulesRequired']);
    expect(
      ids(
        mappingRulesProblems(
          Array.from({ length: MAPPING_RULES_MAX + 1 }, (_, i) => ({ source: 'name', target: `t${i}`, values: [] })),
          [],
          true,
        ),
      ),
    ).toEqual(['listingTemplates.mapping.rulesTooMany']);
    fc.assert(
      fc.property(rules, (r) => {
        expect(ids(mappingRulesProblems([...r, { ...r[0]!, source: 'name' }], [], true))).toEqual(['listingTemplates.mapping.targetRepeated']);
        expect(ids(mappingRulesProblems([{ ...r[0]!, source: 'nope' }], [], true))).toEqual(['listingTemplates.mapping.sourceUnknown']);
        expect(ids(mappingRulesProblems([{ ...r[0]!, source: 'fixed', fixedValue: ' ' }], [], true))).toEqual(['listingTemplates.mapping.fixedRequired']);
      }),
    );
  });
});

covers('sizeChartProblems', () => {
  const measure = fc.oneof(
    fc.integer({ min: 0, max: 9999 }).map(String),
    fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 500 })).map(([a, d]) => `${a}-${a + d}`),
  );
  const chart = fc
    .tuple(
      fc.uniqueArray(word, { minLength: 1, maxLength: SIZE_CHART_COLUMNS_MAX, selector: (c) => c.toLowerCase() }),
      fc.uniqueArray(word, { minLength: 1, maxLength: SIZE_CHART_ROWS_MAX, selector: (c) => c.toLowerCase() }),
    )
    .chain(([columns, sizes]) =>
      fc.tuple(
        fc.constant(columns),
        fc.tuple(...sizes.map((size) => fc.array(measure, { minLength: columns.length, maxLength: columns.length }).map((values) => ({ size, values })))),
      ),
    );
  it('accepts named columns and sizes with one measurement each; refuses a wrong count, a bad value and a reversed range', () => {
    fc.assert(fc.property(chart, ([columns, rows]) => void expect(sizeChartProblems(columns, rows)).toEqual([])));
    fc.assert(
      fc.property(chart, ([columns, rows]) => {
        const first = rows[0]!;
        expect(ids(sizeChartProblems(columns, [{ ...first, values: [...first.values, '1'] }]))).toEqual(['listingTemplates.size.valuesCount']);
        expect(ids(sizeChartProblems(columns, [{ ...first, values: first.values.map((v, i) => (i ? v : 'abc')) }]))).toEqual([
          'listingTemplates.size.valueInvalid',
        ]);
        expect(ids(sizeChartProblems(columns, [{ ...first, values: first.values.map((v, i) => (i ? v : '9-3')) }]))).toEqual([
          'listingTemplates.size.valueInvalid',
        ]);
      }),
    );
    expect(ids(sizeChartProblems([], []))).toEqual(['listingTemplates.size.columnsRequired', 'listingTemplates.size.rowsRequired']);
  });
});

covers('tortiousWordProblems', () => {
  it('accepts a word of 1 to 100 characters with a known match mode; refuses a blank, too long word or another mode', () => {
    fc.assert(fc.property(reqText(TORTIOUS_WORD_MAX), fc.constantFrom(...TORTIOUS_MATCH_MODES), (w, m) => void expect(tortiousWordProblems(w, m)).toEqual([])));
    fc.assert(fc.property(blank, (w) => void expect(ids(tortiousWordProblems(w, 'word'))).toEqual(['listingTemplates.tortious.wordRequired'])));
    fc.assert(
      fc.property(tooLong(TORTIOUS_WORD_MAX), (w) => void expect(ids(tortiousWordProblems(w, 'word'))).toEqual(['listingTemplates.tortious.wordTooLong'])),
    );
    fc.assert(
      fc.property(
        reqText(TORTIOUS_WORD_MAX),
        fc.string().filter((m) => !(TORTIOUS_MATCH_MODES as readonly string[]).includes(m)),
        (w, m) => void expect(ids(tortiousWordProblems(w, m))).toEqual(['listingTemplates.tortious.matchModeInvalid']),
      ),
    );
  });
});
