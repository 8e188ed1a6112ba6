// REST message/repliesWithoutPagination (spec 01 §7: no payload; the answer's data.data is the
// template list the chat widget offers). Optional platformType / shopId narrow it to a conversation's.
import { ValidationError } from '../../platform/errors';
import type { RestRoute } from '../../rest/router';
import { templateOptions } from './replies.service';

/** An optional positive integer of the body (number or digits), else a field error. */
function optionalId(body: Record<string, unknown>, field: string): number | undefined {
  const v = body[field];
  if (v === undefined || v === null || v === '' || v === 0 || v === '0') return undefined;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw ValidationError.field(field, 'validation.positiveId');
  return n;
}

export const replyRoutes: RestRoute[] = [
  {
    path: 'message/repliesWithoutPagination',
    auth: 'required',
    handler: async (ctx, body) => {
      const rows = await templateOptions(ctx, { platformType: optionalId(body, 'platformType'), shopId: optionalId(body, 'shopId') });
      return {
        data: rows.map((r) => ({ id: r.id, name: r.name, content: r.content, platformType: r.platformType, shopId: r.shopId, sort: r.sort })),
      };
    },
  },
];
