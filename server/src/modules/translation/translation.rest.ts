// REST translate (spec 01 §7: POST api/v1/translate with targetLang 'zh', content{content}, engine 1;
// the answer is not shown: we answer the translation with its engine, marked when the sandbox gave it).
import { ValidationError } from '../../platform/errors';
import { textOf } from '../../platform/validate';
import type { RestRoute } from '../../rest/router';
import { translateText } from './translation.service';

/** content as the spec's client sends it ({ content: '…' }), or a plain string. */
function contentOf(raw: unknown): unknown {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { content?: unknown }).content : raw;
}

export const translationRoutes: RestRoute[] = [
  {
    path: 'translate',
    auth: 'required',
    handler: async (ctx, body) => {
      if (body.engine !== undefined && body.engine !== null && textOf(body.engine) !== '1') throw ValidationError.field('engine', 'replies.engineInvalid');
      const content = contentOf(body.content);
      const target = body.targetLang === undefined || body.targetLang === null || body.targetLang === '' ? undefined : body.targetLang;
      try {
        const t = await translateText(ctx, { text: typeof content === 'string' ? content : '', target });
        return {
          content: t.text,
          sourceLang: t.source,
          targetLang: t.target,
          engine: t.engine,
          sandbox: t.sandbox,
          configured: t.configured,
          notice: t.notice,
        };
      } catch (err) {
        // The spec's names for the fields: content (the text) and targetLang.
        if (err instanceof ValidationError) {
          const named = (f: string) => (f === 'text' ? 'content' : f === 'target' ? 'targetLang' : f);
          throw new ValidationError(err.issues.map((i) => ({ ...i, field: named(i.field), params: { ...i.params, field: `field.${named(i.field)}` } })));
        }
        throw err;
      }
    },
  },
];
