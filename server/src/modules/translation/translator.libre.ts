// A LibreTranslate-compatible HTTP translator (https://docs.libretranslate.com, 'API usage'):
// POST {TRANSLATE_URL}/translate with JSON { q, source: 'auto', target, format: 'text', api_key? }
// answers { translatedText, detectedLanguage?: { language, confidence } }; a refusal answers an
// HTTP error status with { error }. Our 'zh' is LibreTranslate's 'zh' (simplified Chinese). The
// call gives up after TRANSLATE_TIMEOUT_MS; a failure is answered as { ok: false, reason }, never
// thrown, so the caller shows the engine's reason.
import type { TranslateRequest, TranslateResult, Translator } from './translator';

export const TRANSLATE_TIMEOUT_MS = 15_000;

export class LibreTranslateTranslator implements Translator {
  readonly engine = 'libretranslate';
  readonly configured = true;
  private readonly endpoint: string;

  constructor(
    baseUrl: string,
    private readonly apiKey?: string,
    private readonly timeoutMs = TRANSLATE_TIMEOUT_MS,
  ) {
    this.endpoint = `${baseUrl.replace(/\/+$/, '')}/translate`;
  }

  async translate(request: TranslateRequest): Promise<TranslateResult> {
    const body: Record<string, string> = { q: request.text, source: request.source || 'auto', target: request.target, format: 'text' };
    if (this.apiKey) body.api_key = this.apiKey;
    let res: Response;
    try {
      res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const e = err as Error;
      return { ok: false, reason: e.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : e.message || 'unreachable' };
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return { ok: false, reason: `HTTP ${res.status}: not JSON` };
    }
    const data = (json && typeof json === 'object' ? json : {}) as { translatedText?: unknown; error?: unknown; detectedLanguage?: { language?: unknown } };
    if (!res.ok || typeof data.translatedText !== 'string') {
      const error = typeof data.error === 'string' ? data.error : 'no translatedText';
      return { ok: false, reason: `HTTP ${res.status}: ${error}`.slice(0, 300) };
    }
    const detected = typeof data.detectedLanguage?.language === 'string' ? data.detectedLanguage.language : '';
    return {
      ok: true,
      text: data.translatedText,
      source: request.source && request.source !== 'auto' ? request.source : detected,
      engine: this.engine,
      sandbox: false,
    };
  }
}
