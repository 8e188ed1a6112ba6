// Properties of the issue mapping every validator goes through, and of the request language.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { parseLang } from '../messages/index';
import { toFieldIssues } from './validation';
import { covers, expectMessageId, fc } from './fuzz.support';

covers('toFieldIssues', () => {
  const schema = z.object({
    name: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(5, { error: 'validation.tooLong' }),
    ids: z.array(z.number().int({ error: 'validation.integerIds' })),
    lines: z.array(z.object({ quantity: z.number().min(1, { error: 'inventory.quantityInteger' }) })),
  });
  it('nested rows keep their path, list elements report on the list, every id is translated', () => {
    fc.assert(
      fc.property(
        fc.anything({ maxDepth: 1 }),
        fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()), { maxLength: 3 }),
        fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.string()), { maxLength: 3 }),
        (name, idList, qs) => {
          const r = schema.safeParse({ name, ids: idList, lines: qs.map((quantity) => ({ quantity })) });
          if (r.success) return;
          for (const i of toFieldIssues(r.error)) {
            expectMessageId(i.messageId);
            expect(i.field).toMatch(/^(name|ids|lines\.\d+\.quantity)$/);
            expect(i.params.field).toBe(`field.${i.field.split('.').pop()}`);
          }
        },
      ),
    );
  });
  it('a size limit carries its bound as params.max', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 20 }), (name) => {
        const r = schema.safeParse({ name, ids: [], lines: [] });
        expect(r.success ? null : toFieldIssues(r.error)).toEqual([
          { field: 'name', messageId: 'validation.tooLong', params: { field: 'field.name', max: 5 } },
        ]);
      }),
    );
  });
});

covers('parseLang', () => {
  it('en / en-* in any case is English; anything else (cn, missing) is Chinese', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.constantFrom('en', 'EN', 'en-US', 'En-gb', 'cn', 'zh', 'english'))), (v) => {
        const lower = (v ?? '').toLowerCase();
        expect(parseLang(v)).toBe(lower === 'en' || lower.startsWith('en-') ? 'en' : 'zh');
      }),
    );
  });
});
