// Properties of a reply to a buyer review (issue 21; schema/src/reviews): any non-blank reply within
// the input bound is kept trimmed; a blank or overlong one is refused with its message id. The
// marketplace's own rule (reviewReplyProblems): its length limit, one reply only where it says so.
import { expect, it } from 'vitest';
import { REVIEW_PLATFORMS, REVIEW_REPLY_MAX, reviewReplyProblems } from '../reviews/index';
import { blank, brk, covers, fc, fuzz, id, reqText, tooLong } from './fuzz.support';

fuzz('reviewReplyInput', {
  valid: fc.record({ id, text: reqText(REVIEW_REPLY_MAX) }),
  accepts: (i, o) => {
    expect(o.id).toBe(i.id);
    expect(o.text).toBe(String(i.text).trim());
  },
  breaks: [brk('text', 'review.replyRequired', blank), brk('text', 'review.textTooLong', tooLong(REVIEW_REPLY_MAX))],
});

covers('reviewReplyProblems', () => {
  it('refuses blank, over the marketplace limit, and a second reply where only one is allowed', () => {
    const rules = Object.values(REVIEW_PLATFORMS);
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.constantFrom('none', 'replied', 'failed'),
        fc.integer({ min: 0, max: 1100 }),
        fc.boolean(),
        (rule, replyStatus, len, spaces) => {
          const text = (spaces ? '  ' : '') + 'x'.repeat(len) + (spaces ? ' ' : '');
          const now = new Date('2026-06-01T00:00:00Z');
          const got = reviewReplyProblems({ platformType: rule.platformType, replyStatus, reviewedAt: now, replyDeadline: null }, text, now);
          const want =
            len === 0
              ? 'review.replyRequired'
              : len > rule.replyMax
                ? 'review.replyTooLong'
                : rule.replyOnce && replyStatus === 'replied'
                  ? 'review.alreadyReplied'
                  : null;
          expect(got.map((p) => p.messageId)).toEqual(want ? [want] : []);
        },
      ),
    );
  });
  it('a marketplace without reviews refuses any reply; a window that passed refuses it', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(reviewReplyProblems({ platformType: 2, replyStatus: 'none', reviewedAt: now }, 'thanks', now)[0]?.messageId).toBe('review.notSupported');
    const ali = REVIEW_PLATFORMS.aliExpress;
    const late = { platformType: ali.platformType, replyStatus: 'none', reviewedAt: now, replyDeadline: new Date(now.getTime() - 1) };
    expect(reviewReplyProblems(late, 'thanks', now)[0]?.messageId).toBe('review.replyExpired');
  });
});
