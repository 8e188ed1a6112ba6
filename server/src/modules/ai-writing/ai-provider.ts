// The AI provider port (issue 24 item 7; DESIGN.md 'Outside systems are connectors'): chat
// completions from any OpenAI-compatible endpoint (OpenAI, a self-hosted Ollama / vLLM / llama.cpp
// server) configured by AI_BASE_URL, AI_API_KEY and AI_MODEL (platform/config.ts). Without
// AI_BASE_URL the provider is "not configured" and every call answers aiWriting.notConfigured: there
// is no sandbox answer, so nothing can pass a made-up text off as a real one.
//
// Protocol: POST {base}/chat/completions { model, messages, stream }. Not streamed: the answer is
// choices[0].message.content. Streamed: server-sent events, each `data: {json}` line carrying
// choices[0].delta.content, ending with `data: [DONE]`. An HTTP error (401, 429, 500…) or an
// `error` object is a provider failure with the provider's reason; no answer within the timeout
// (no first byte, or no chunk for that long while streaming) is a timeout.
import type { Platform } from '../../platform/context';
import { BusinessError } from '../../platform/errors';

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiProvider {
  /** False when AI_BASE_URL is unset: calls answer aiWriting.notConfigured. */
  readonly configured: boolean;
  readonly model: string;
  complete(messages: AiMessage[], signal?: AbortSignal): Promise<string>;
  /** The answer in pieces as the provider sends them. */
  stream(messages: AiMessage[], signal?: AbortSignal): AsyncGenerator<string>;
}

/** A failure of the provider as a clear message (zh / en by the request's language); nothing was saved. */
export const notConfigured = () => new BusinessError('aiWriting.notConfigured');
const failed = (reason: string) => new BusinessError('aiWriting.providerFailed', { reason: reason.slice(0, 300) });
const timedOut = (ms: number) => new BusinessError('aiWriting.providerTimeout', { seconds: Math.round(ms / 100) / 10 });
const unreachable = (reason: string) => new BusinessError('aiWriting.providerUnreachable', { reason: reason.slice(0, 200) });

interface Settings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

/** The provider's own reason in an error body ({ error: { message } } or { error: '…' }), else the status. */
function reasonOf(status: number, body: string): string {
  try {
    const j: unknown = JSON.parse(body);
    if (isObject(j)) {
      const e = j.error;
      if (isObject(e) && typeof e.message === 'string') return `HTTP ${status}: ${e.message}`;
      if (typeof e === 'string') return `HTTP ${status}: ${e}`;
    }
  } catch {
    // not JSON: the first part of the text
  }
  return `HTTP ${status}${body.trim() ? `: ${body.trim().slice(0, 200)}` : ''}`;
}

export class OpenAiCompatibleProvider implements AiProvider {
  readonly configured: boolean;
  readonly model: string;
  constructor(private readonly settings: Settings) {
    this.configured = !!settings.baseUrl;
    this.model = settings.model;
  }

  private async post(messages: AiMessage[], stream: boolean, signal: AbortSignal | undefined, timer: Timer): Promise<Response> {
    if (!this.settings.baseUrl) throw notConfigured();
    const url = `${this.settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.model, messages, stream }),
        signal: timer.signal(signal),
      });
    } catch (err) {
      throw timer.explain(err);
    }
    if (!res.ok) {
      const body = await res.text().catch(() => '');
      throw failed(reasonOf(res.status, body));
    }
    return res;
  }

  async complete(messages: AiMessage[], signal?: AbortSignal): Promise<string> {
    const timer = new Timer(this.settings.timeoutMs);
    try {
      const res = await this.post(messages, false, signal, timer);
      let body: unknown;
      try {
        body = await res.json();
      } catch (err) {
        if (timer.fired) throw timedOut(this.settings.timeoutMs);
        throw failed(`not JSON (${String(err instanceof Error ? err.message : err)})`);
      }
      return contentOf(body, 'message');
    } catch (err) {
      throw timer.explain(err);
    } finally {
      timer.stop();
    }
  }

  async *stream(messages: AiMessage[], signal?: AbortSignal): AsyncGenerator<string> {
    const timer = new Timer(this.settings.timeoutMs);
    try {
      const res = await this.post(messages, true, signal, timer);
      if (!res.body) throw failed('empty body');
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        timer.restart();
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (err) {
          throw timer.explain(err);
        }
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl).replace(/\r$/, '');
          buffer = buffer.slice(nl + 1);
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          if (!data) continue;
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            throw failed(`bad stream chunk: ${data.slice(0, 100)}`);
          }
          const piece = deltaOf(json);
          if (piece) yield piece;
        }
      }
    } catch (err) {
      throw timer.explain(err);
    } finally {
      timer.stop();
    }
  }
}

/** choices[0].message.content (or .delta.content); an `error` object is the provider's failure. */
function contentOf(body: unknown, part: 'message' | 'delta'): string {
  if (isObject(body) && body.error) throw failed(reasonOf(200, JSON.stringify(body)));
  const choice = isObject(body) && Array.isArray(body.choices) ? (body.choices[0] as unknown) : undefined;
  const m = isObject(choice) ? choice[part] : undefined;
  const content = isObject(m) ? m.content : undefined;
  if (part === 'message' && typeof content !== 'string') throw failed('no choices[0].message.content in the answer');
  return typeof content === 'string' ? content : '';
}
const deltaOf = (json: unknown) => contentOf(json, 'delta');

/** The request's deadline: an idle timeout restarted per streamed chunk, and what an abort meant. */
class Timer {
  private readonly controller = new AbortController();
  private handle: NodeJS.Timeout | undefined;
  fired = false;
  constructor(private readonly ms: number) {
    this.restart();
  }
  signal(outer?: AbortSignal): AbortSignal {
    return outer ? AbortSignal.any([outer, this.controller.signal]) : this.controller.signal;
  }
  restart() {
    clearTimeout(this.handle);
    this.handle = setTimeout(() => {
      this.fired = true;
      this.controller.abort();
    }, this.ms);
  }
  stop() {
    clearTimeout(this.handle);
  }
  /** A thrown error as the provider failure to show (business errors as they are). */
  explain(err: unknown): Error {
    if (err instanceof BusinessError) return err;
    if (this.fired) return timedOut(this.ms);
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return unreachable(e.cause?.code ?? e.cause?.message ?? e.message ?? String(err));
  }
}

const chosen = new WeakMap<object, AiProvider>();

/** The platform's provider from its configuration; tests may install another with setAiProvider. */
export function aiProviderOf(platform: Platform): AiProvider {
  let p = chosen.get(platform);
  if (!p) chosen.set(platform, (p = new OpenAiCompatibleProvider(platform.config.ai)));
  return p;
}

export function setAiProvider(platform: Platform, provider: AiProvider): void {
  chosen.set(platform, provider);
}
