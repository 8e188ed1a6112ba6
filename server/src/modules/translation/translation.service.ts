// Translation of buyer messages and replies (issue 21 item 5; spec 01 §5 'Translate needs content,
// else ebayMessage.pleaseEnterTranslationContent', §7 translate). Open to every signed-in account
// (the chat widget's translate button); the engine is the platform's Translator (translator.ts).
import { translate as text, translateInput } from '@erp/schema';
import { requireActor, type RequestContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { translatorOf } from './translator';

export interface Translation {
  text: string;
  source: string;
  target: string;
  engine: string;
  /** True when the sandbox answered: the text is not a real translation. */
  sandbox: boolean;
  /** False when no translation service is configured (TRANSLATE_URL unset). */
  configured: boolean;
  /** What the screen shows beside a sandbox answer (in the caller's language); '' otherwise. */
  notice: string;
}

/** Translates a text into the target language ('zh' by default); the engine's failure is a clear business error. */
export async function translateText(ctx: RequestContext, raw: unknown): Promise<Translation> {
  requireActor(ctx);
  const input = parseInput(translateInput, raw);
  const translator = translatorOf(ctx.platform);
  const r = await translator.translate({ text: input.text, target: input.target });
  if (!r.ok) throw new BusinessError('replies.translateFailed', { reason: r.reason });
  return {
    text: r.text,
    source: r.source,
    target: input.target,
    engine: r.engine,
    sandbox: r.sandbox,
    configured: translator.configured,
    notice: r.sandbox ? text(ctx.lang, 'replies.sandboxTranslation') : '',
  };
}
