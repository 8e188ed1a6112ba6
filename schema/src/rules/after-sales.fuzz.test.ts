// Properties of a seller's action on an after-sales case (issue 21 item 6; schema/src/after-sales):
// any valid action is kept (text trimmed, amount as typed); a reply or a refusal without text, an
// overlong text, an unknown action and a refund amount that is not a positive 2-decimal number are
// refused with their message ids.
import { expect } from 'vitest';
import { AFTER_SALES_ACTIONS, AFTER_SALES_TEXT_MAX } from '../after-sales/index';
import { blank, brk, fc, fuzz, id, optText, reqText, rel, tooLong } from './fuzz.support';

const amount = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([a, c]) => `${a === 0 && c === 0 ? 1 : a}.${String(c).padStart(2, '0')}`);

fuzz('afterSalesActionInput', {
  valid: fc.oneof(
    fc.record({ id, action: fc.constantFrom('reply', 'refuse'), text: reqText(AFTER_SALES_TEXT_MAX) }),
    fc.record(
      {
        id,
        action: fc.constantFrom('accept', 'approve', 'sendLabel', 'refund'),
        text: optText(AFTER_SALES_TEXT_MAX),
        amount: fc.option(amount, { nil: null }),
      },
      { requiredKeys: ['id', 'action'] },
    ),
  ),
  accepts: (i, o) => {
    expect(o.id).toBe(i.id);
    expect(AFTER_SALES_ACTIONS).toContain(o.action);
    expect(o.text).toBe(String(i.text ?? '').trim());
    expect(o.amount ?? null).toEqual(i.amount ?? null);
  },
  breaks: [
    rel('text', 'afterSales.replyRequired', (v) => blank.map((text) => ({ ...v, action: 'reply', text })), { rule: 'a reply without text' }),
    rel('text', 'afterSales.reasonRequired', (v) => blank.map((text) => ({ ...v, action: 'refuse', text })), { rule: 'a refusal without a reason' }),
    brk('text', 'afterSales.textTooLong', tooLong(AFTER_SALES_TEXT_MAX)),
    brk('action', 'afterSales.actionInvalid', fc.constantFrom('cancel', 'close', '', 'ACCEPT')),
    rel(
      'amount',
      'afterSales.amountInvalid',
      (v) => fc.constantFrom('0', '0.00', '-1', '1.234', 'abc', '1e3').map((amount) => ({ ...v, action: 'refund', amount })),
      {
        rule: 'a refund amount that is not a positive 2-decimal number',
      },
    ),
  ],
});
