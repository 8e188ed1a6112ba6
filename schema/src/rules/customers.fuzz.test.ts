// Properties of the customer blacklist input (issue 21 item 4; schema/src/customers, spec 02 §5
// 'Other' "blacklist reason other not blank").
import { expect } from 'vitest';
import { CUSTOMER_BLACKLIST_REASON_MAX, CUSTOMER_BUYER_ACCOUNT_MAX } from '../customers/index';
import { blank, brk, fc, fuzz, id, OMIT, reqText, tooLong } from './fuzz.support';

fuzz('customerBlacklistInput', {
  valid: fc.record({ shopId: id, buyerAccount: reqText(CUSTOMER_BUYER_ACCOUNT_MAX), reason: reqText(CUSTOMER_BLACKLIST_REASON_MAX) }),
  accepts: (input, out) => {
    expect(out.reason).toBe(input.reason.trim());
    expect(out.buyerAccount).toBe(input.buyerAccount.trim());
  },
  breaks: [
    brk('reason', 'customers.reasonRequired', blank),
    brk('reason', 'customers.reasonRequired', OMIT),
    brk('reason', 'validation.tooLong', tooLong(CUSTOMER_BLACKLIST_REASON_MAX)),
    brk('buyerAccount', 'customers.buyerRequired', blank),
    brk('buyerAccount', 'validation.tooLong', tooLong(CUSTOMER_BUYER_ACCOUNT_MAX)),
    brk('shopId', 'validation.positiveId', fc.constantFrom(0, -1, 1.5)),
  ],
});
