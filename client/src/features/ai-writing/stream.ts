/**
 * Streamed AI answers (server: modules/ai-writing/ai-writing.rest.ts): a POST to
 * api/v1/ai/generateStream or api/v1/ai/chatStream read as server-sent events, so the screen shows
 * the text as it arrives. A refusal before the stream (signed out, no permission, bad input, not
 * configured) is the ordinary envelope and rejects with an ApiError carrying its message; a failure
 * of the provider mid-way is an `error` event and rejects likewise (the server saved nothing).
 */
import { ApiError, apiUrl, type Envelope } from '../../api/rest';
import { getToken } from '../../api/session';
import { langHeader } from '../../i18n/lang';

export type AiStreamPath = 'ai/generateStream' | 'ai/chatStream';

type StreamEvent<R> = { delta: string } | { result: R } | { error: { messageId: string; message: string } };

/** Splits SSE text into the `data:` payloads of complete events; answers them and the unfinished rest. */
export function splitEvents(buffer: string): { events: string[]; rest: string } {
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  const events = parts.flatMap((p) =>
    p
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trim()),
  );
  return { events, rest };
}

/** Sends `body`, calls `onDelta` with each piece of text, resolves with the final result. */
export async function streamAi<R>(path: AiStreamPath, body: unknown, onDelta: (piece: string) => void, signal?: AbortSignal): Promise<R> {
  const token = getToken();
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', lang: langHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(envelope?.message ?? response.statusText, {
      status: response.status,
      code: envelope?.code ?? null,
      type: envelope?.type ?? null,
      data: envelope?.data ?? null,
    });
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let result: R | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const { events, rest } = splitEvents(buffer);
    buffer = rest;
    for (const data of events) {
      if (data === '[DONE]') continue;
      const event = JSON.parse(data) as StreamEvent<R>;
      if ('delta' in event) onDelta(event.delta);
      else if ('result' in event) result = event.result;
      else throw new ApiError(event.error.message, { status: 200, code: 1 });
    }
  }
  if (result === undefined) throw new ApiError('', { status: 200, kind: 'network' });
  return result;
}
