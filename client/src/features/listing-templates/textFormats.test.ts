import { describe, expect, it } from 'vitest';
import { rowsToText, rulesToText, sectionsToText, textToRows, textToRules, textToSections } from './textFormats';

describe('listing-template text forms', () => {
  it('round-trips sections, rules and size rows', () => {
    const sections = [
      { title: 'About', html: '<p>{title}</p>' },
      { title: 'Sizes', html: '{sizeChart}' },
    ];
    expect(textToSections(sectionsToText(sections))).toEqual(sections);
    const rules = [
      { source: 'fixed', target: 'brand', fixedValue: 'Acme', values: [] },
      { source: 'spec:颜色', target: 'color', values: [{ from: '红色', to: 'Red' }] },
    ];
    expect(textToRules(rulesToText(rules))).toEqual(rules);
    const rows = [{ size: 'M', values: ['96', '70-72'] }];
    expect(textToRows(rowsToText(rows))).toEqual(rows);
  });
  it('text before the first heading is an untitled section (the rules then ask for its title)', () => {
    expect(textToSections('<p>x</p>\n## A\nb')).toEqual([
      { title: '', html: '<p>x</p>' },
      { title: 'A', html: 'b' },
    ]);
  });
});
