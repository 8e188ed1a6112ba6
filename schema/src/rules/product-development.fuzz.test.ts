// Properties of the product development inputs (issue 24 item 5; schema/src/product-development):
// a node approved by 1+ roles or users (any / all), 1 to 20 nodes, a requirement's name, prices of
// two decimals with the minimum below the maximum, at most 10 http(s) links; reject needs a reason,
// complete an SPU and a SKU.
import { expect } from 'vitest';
import { blank, brk, fc, fuzz, id, ids, OMIT, optText, reqText, tooLong } from './fuzz.support';

const node = fc.record({
  name: reqText(30),
  approverType: fc.constant('role' as const),
  rule: fc.constantFrom('any', 'all'),
  roleIds: ids(1, 5),
  userIds: fc.constant([] as number[]),
});

fuzz('devNodeInput', {
  valid: node,
  accepts: (input, out) => expect(out.roleIds).toEqual(input.roleIds),
  breaks: [
    brk('name', 'productDev.nodeNameRequired', blank),
    brk('name', 'validation.tooLong', tooLong(30)),
    brk('approverType', 'productDev.approverType', fc.constantFrom('group', '', 'ROLE')),
    brk('roleIds', 'productDev.approverRequired', fc.constant([])),
  ],
});

fuzz('devProcessInput', {
  valid: fc.record({ name: reqText(50), nodes: fc.array(node, { minLength: 1, maxLength: 20 }), remark: optText(500) }),
  accepts: (input, out) => expect(out.nodes).toHaveLength(input.nodes.length),
  breaks: [
    brk('name', 'productDev.processNameRequired', blank),
    brk('nodes', 'productDev.nodesRequired', fc.constant([])),
    brk('nodes', 'productDev.nodesRequired', OMIT),
    brk('nodes', 'productDev.tooManyNodes', fc.array(node, { minLength: 21, maxLength: 25 })),
  ],
});

const cents = fc.integer({ min: 0, max: 99_999 }).map((n) => (n / 100).toFixed(2));
fuzz('devRequirementInput', {
  valid: fc.record({
    name: reqText(100),
    category: optText(100),
    expectedPriceMin: fc.constant('0'),
    expectedPriceMax: cents,
    competitorLinks: fc.array(
      fc.domain().map((d) => `https://${d}/item`),
      { maxLength: 10 },
    ),
  }),
  accepts: (input, out) => expect(out.name).toBe(input.name.trim()),
  breaks: [
    brk('name', 'productDev.nameRequired', blank),
    brk('name', 'productDev.nameRequired', OMIT),
    brk('customsPrice', 'inventory.priceTwoDecimals', fc.constantFrom('1.234', '-1', 'abc')),
    brk('competitorLinks', 'productDev.tooManyLinks', fc.array(fc.constant('https://a.com/x'), { minLength: 11, maxLength: 15 })),
    brk('supplierType', 'productDev.supplierType', fc.constantFrom('shop', '')),
  ],
});

fuzz('devApproveInput', {
  valid: fc.record({ id, comment: optText(500) }),
  accepts: (input, out) => expect(out.id).toBe(input.id),
  breaks: [brk('id', 'validation.required', OMIT), brk('comment', 'validation.tooLong', tooLong(500))],
});

fuzz('devRejectInput', {
  valid: fc.record({ id, comment: reqText(500) }),
  accepts: (input, out) => expect(out.comment).toBe(input.comment.trim()),
  breaks: [brk('comment', 'productDev.reasonRequired', blank), brk('comment', 'productDev.reasonRequired', OMIT)],
});

fuzz('devCompleteInput', {
  valid: fc.record({ id, spu: reqText(60), sku: reqText(60) }),
  accepts: (input, out) => expect(out.spu).toBe(input.spu.trim()),
  breaks: [brk('spu', 'productDev.spuRequired', blank), brk('sku', 'productDev.skuRequired', OMIT), brk('sku', 'validation.tooLong', tooLong(60))],
});
