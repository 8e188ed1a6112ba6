import { splitEntries } from './featureIntl';

// Every feature catalogue (`features/*/messages.json`): JSON cannot type its pairs, so check them here.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../**/messages.json', { eager: true });

describe('feature message catalogues', () => {
  it('are found', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(50);
  });

  it.each(Object.entries(catalogues))('%s holds a non-empty [zh, en] pair for every id', (_file, { default: entries }) => {
    for (const [id, pair] of Object.entries(entries)) {
      expect(Array.isArray(pair) && pair.length === 2 && pair.every((text) => typeof text === 'string' && text.trim() !== ''), id).toBe(true);
    }
  });

  it('refuses an entry that is not a pair', () => {
    expect(() => splitEntries({ 'x.one': ['只有中文'] })).toThrow('x.one');
  });
});
