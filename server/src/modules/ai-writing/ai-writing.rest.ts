// Streamed AI answers for the browser (issue 24 item 7): server-sent events over a POST, so the
// screens show the text as the provider sends it.
//   POST /api/v1/ai/generateStream  body = AiGenerateInput   (chatGPT.generate)
//   POST /api/v1/ai/chatStream      body = { message }       (chatGPT.generate; stored when complete)
// A refusal before the stream starts (signed out, no permission, bad input, not configured) is the
// ordinary REST envelope with its HTTP status. Once streaming, each event is one `data: {json}` line:
// { delta } pieces, then { result } or { error: { messageId, message } } (a provider failure:
// nothing saved), and finally `data: [DONE]`. A browser that goes away aborts the provider call.
import { translate } from '@erp/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform, RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { contextFor, requestLang } from '../../rest/router';
import { sendAppError } from '../../rest/envelope';
import { aiProviderOf, notConfigured } from './ai-provider';
import { prepareChat, prepareGeneration, streamAiChat, streamAiText } from './ai-writing.service';

type Stream = (ctx: RequestContext, body: unknown, signal: AbortSignal) => Promise<AsyncGenerator<object>>;

const STREAMS: Record<string, Stream> = {
  '/api/v1/ai/generateStream': async (ctx, body, signal) => streamAiText(ctx, configured(ctx, await prepareGeneration(ctx, body)), signal),
  '/api/v1/ai/chatStream': async (ctx, body, signal) => streamAiChat(ctx, configured(ctx, await prepareChat(ctx, body)), signal),
};

/** "Not configured" before the stream starts, as an envelope. */
function configured<T>(ctx: RequestContext, prepared: T): T {
  if (!aiProviderOf(ctx.platform).configured) throw notConfigured();
  return prepared;
}

export function registerAiStreams(http: FastifyInstance, platform: Platform): void {
  for (const [path, open] of Object.entries(STREAMS)) {
    http.post(path, async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = requestLang(req);
      const abort = new AbortController();
      let events: AsyncGenerator<object>;
      let ctx: RequestContext;
      try {
        ctx = await contextFor(platform, req, 'required');
        events = await open(ctx, req.body ?? {}, abort.signal);
      } catch (err) {
        if (err instanceof AppError) return sendAppError(reply, err, lang);
        throw err;
      }
      reply.hijack();
      const res = reply.raw;
      res.on('close', () => abort.abort());
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      try {
        for await (const event of events) {
          if (abort.signal.aborted) break;
          send(event);
        }
      } catch (err) {
        if (err instanceof AppError) send({ error: { messageId: err.messageId, message: translate(lang, err.messageId, err.params) } });
        else {
          platform.logger.error({ err, url: req.url }, 'AI stream failed');
          send({ error: { messageId: 'common.serverError', message: translate(lang, 'common.serverError') } });
        }
      }
      if (!res.writableEnded) {
        send('[DONE]');
        res.end();
      }
    });
  }
}
