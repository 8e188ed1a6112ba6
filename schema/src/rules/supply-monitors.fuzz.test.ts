// Properties of the supply monitor inputs (issue 23 item 8; schema/src/supply-monitors): an item
// names its source and a code in that source's format (a product address for a supply shop, with
// the shop), thresholds in range; a supply shop has a name and an http(s) address; a check names
// 1 to 200 items.
import { expect } from 'vitest';
import { SUPPLY_CHECK_IDS_MAX } from '../supply-monitors';
import { blank, brk, fc, fuzz, id, ids, negativeInt, optText, OMIT, reqText, rel, tooLong } from './fuzz.support';

const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`));
const gigacloud = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/);
const vidaxl = fc.stringMatching(/^\d{4,12}$/);
const url = fc
  .tuple(
    fc.constantFrom('https://', 'http://'),
    fc.stringMatching(/^[a-z0-9]{1,20}$/),
    fc.constantFrom('.1688.com', '.aliexpress.com', '.example.org'),
    fc.stringMatching(/^(\/[a-z0-9]{1,10}){0,3}$/),
  )
  .map((p) => p.join(''));
const stockThreshold = fc.integer({ min: 0, max: 100_000 });
const pct = fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100);

const item = fc.oneof(
  fc.record({ source: fc.constant('gigacloud'), code: gigacloud, stockThreshold, priceThresholdPct: pct, remark: optText(200) }),
  fc.record({ source: fc.constant('vidaxl'), code: vidaxl, skuId: id, stockThreshold, priceThresholdPct: pct }),
  fc.record({ source: fc.constant('emag'), code: alnum(6, 20), priceThresholdPct: pct }),
  fc.record({ source: fc.constant('shop'), code: url, supplyShopId: id, stockThreshold }),
);

fuzz('supplyItemInput', {
  valid: item,
  accepts: (input, out) => {
    expect(out.code).toBe(input.code.trim());
    expect(out.stockThreshold).toBe(input.stockThreshold ?? 0);
  },
  breaks: [
    brk('source', 'supplyMonitor.sourceInvalid', fc.constantFrom('moon', '', 'GigaCloud')),
    brk('code', 'supplyMonitor.codeRequired', blank),
    rel('code', 'supplyMonitor.codeInvalid.gigacloud', (v) => fc.constant({ ...v, source: 'gigacloud', code: 'a!' })),
    rel('code', 'supplyMonitor.codeInvalid.vidaxl', (v) => fc.constant({ ...v, source: 'vidaxl', code: 'AB12' })),
    rel('code', 'supplyMonitor.codeInvalid.emag', (v) => fc.constant({ ...v, source: 'emag', code: 'x-1' })),
    rel('code', 'supplyMonitor.urlInvalid', (v) => fc.constant({ ...v, source: 'shop', supplyShopId: 1, code: 'not an address' })),
    rel('supplyShopId', 'supplyMonitor.shopRequired', (v) => url.map((u) => ({ ...v, source: 'shop', code: u, supplyShopId: undefined }))),
    brk('stockThreshold', 'supplyMonitor.stockThresholdRange', fc.oneof(negativeInt, fc.integer({ min: 100_001, max: 10_000_000 }), fc.constant(1.5))),
    brk('priceThresholdPct', 'supplyMonitor.priceThresholdRange', fc.oneof(fc.constant(-0.01), fc.constant(100.01), fc.constant(1.234))),
    brk('remark', 'validation.tooLong', tooLong(200)),
  ],
});

fuzz('supplyItemUpdateInput', {
  valid: fc.record({ skuId: fc.oneof(id, fc.constant(null)), stockThreshold, priceThresholdPct: pct, remark: optText(200) }, { requiredKeys: [] }),
  accepts: (input, out) => {
    expect(out.stockThreshold).toBe(input.stockThreshold);
  },
  breaks: [
    brk('stockThreshold', 'supplyMonitor.stockThresholdRange', negativeInt),
    brk('priceThresholdPct', 'supplyMonitor.priceThresholdRange', fc.constant(101)),
  ],
});

fuzz('supplyShopInput', {
  valid: fc.record({ name: reqText(100), url, remark: optText(200) }),
  accepts: (input, out) => expect(out.url).toBe(input.url),
  breaks: [
    brk('name', 'supplyMonitor.shopNameRequired', blank),
    brk('name', 'supplyMonitor.shopNameRequired', OMIT),
    brk('url', 'supplyMonitor.urlInvalid', fc.constantFrom('ftp://x.com', 'shop', '', 'https://nohost')),
  ],
});

fuzz('supplyCheckInput', {
  valid: fc.record({ ids: ids(1, 20) }),
  accepts: (input, out) => expect(out.ids).toEqual(input.ids),
  breaks: [
    brk('ids', 'supplyMonitor.tickAtLeastOne', fc.constant([])),
    brk('ids', 'supplyMonitor.tooMany', ids(SUPPLY_CHECK_IDS_MAX + 1, SUPPLY_CHECK_IDS_MAX + 5)),
  ],
});
