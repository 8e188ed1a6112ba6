// REST of the file service: POST api/v1/storage/uploadFile (multipart: file, cateId 0, fileType
// 1 image / 3 video) → data.fileUrl, and GET /files/<key> serving stored pictures and videos.
// Multipart routes of other domains (the catalog import) register through the same helper, so
// @fastify/multipart is set up once, scoped to those routes.
import multipart from '@fastify/multipart';
import { UPLOAD_VIDEO_MAX_BYTES, translate } from '@erp/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Platform, RequestContext } from '../../platform/context';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors';
import { ok, sendAppError } from '../../rest/envelope';
import { contextFor, requestLang } from '../../rest/router';
import { recordOperation } from '../operate-log/operate-log.service';
import { CONTENT_TYPES, PUBLIC_PREFIXES, parseFileType, storeUpload, type FileKind } from './storage.service';
import { textOf } from '../../platform/validate';
import { groupOfCateId, recordUpload } from '../images/images.service';

export interface MultipartRoute {
  path: string;
  /** Written to the operate log as "POST <path>". */
  logged?: boolean;
  /** Runs for a signed-in caller; reads the parts itself (req.parts()). */
  handler: (ctx: RequestContext, req: FastifyRequest) => Promise<{ data: unknown; detail?: Record<string, unknown> }>;
}

/** Registers multipart POST routes under `prefix` (signed-in callers only; the token is checked before any byte is read). */
export async function registerMultipartRoutes(http: FastifyInstance, platform: Platform, prefix: string, routes: MultipartRoute[]): Promise<void> {
  await http.register(async (scope) => {
    await scope.register(multipart, {
      // the largest file of any route (videos); routes enforce their own smaller limits
      limits: { fileSize: UPLOAD_VIDEO_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 10_000, parts: 40 },
    });
    for (const route of routes) {
      scope.post(`${prefix}${route.path}`, async (req, reply) => {
        const lang = requestLang(req);
        let ctx: RequestContext | undefined;
        try {
          ctx = await contextFor(platform, req, 'required');
          if (!req.isMultipart()) throw ValidationError.field('file', 'storage.fileRequired');
          const { data, detail } = await route.handler(ctx, req);
          if (route.logged) await recordOperation(ctx, { action: `POST ${route.path}`, module: 'rest', detail, success: true });
          return ok(data);
        } catch (err) {
          if (route.logged && ctx?.actor && err instanceof AppError) {
            await recordOperation(ctx, { action: `POST ${route.path}`, module: 'rest', success: false, errorCode: err.messageId });
          }
          // failures that carry data for the caller (the import's row errors)
          const restData = err instanceof AppError ? (err as { restData?: unknown }).restData : undefined;
          if (restData !== undefined)
            return reply.status((err as AppError).status).send({
              code: (err as AppError).code,
              message: translate(lang, (err as AppError).messageId, (err as AppError).params),
              type: (err as AppError).type,
              data: restData,
            });
          if (err instanceof AppError) return sendAppError(reply, err, lang);
          throw err;
        }
      });
    }
  });
}

/**
 * The one file of an import request, read whole (imports parse it at once), refused with `tooLarge`
 * (a ValidationError on `file`) as soon as it passes `maxBytes`.
 */
export async function readFileBuffer(req: FastifyRequest, maxBytes: number, tooLarge: () => ValidationError): Promise<{ buffer: Buffer; name: string }> {
  const { result } = await readParts(req, async (file) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return { buffer: Buffer.concat(chunks), name: file.filename };
  });
  return result!;
}

/** The fields and the one file of a multipart request; `onFile` consumes the file as it arrives. */
export async function readParts<T>(
  req: FastifyRequest,
  onFile: (file: { fieldname: string; filename: string; stream: Readable }, fields: Record<string, string>) => Promise<T>,
): Promise<{ fields: Record<string, string>; result: T | undefined }> {
  const fields: Record<string, string> = {};
  let result: T | undefined;
  let seen = false;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = textOf(part.value);
      continue;
    }
    if (seen || part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    seen = true;
    try {
      result = await onFile({ fieldname: part.fieldname, filename: part.filename, stream: part.file }, fields);
    } finally {
      // whatever the handler left unread: drain it so the request can finish
      if (!part.file.readableEnded) part.file.resume();
    }
  }
  if (!seen) throw ValidationError.field('file', 'storage.fileRequired');
  return { fields, result };
}

export const storageRoutes: MultipartRoute[] = [
  {
    path: 'storage/uploadFile',
    logged: true,
    handler: async (ctx, req) => {
      let declared: FileKind | null = null;
      let name = 'file';
      const { fields, result } = await readParts(req, async (file, before) => {
        if (before.fileType !== undefined) declared = parseFileType(before.fileType);
        name = file.filename || name;
        return storeUpload(ctx, file, declared);
      });
      const stored = result!;
      // fileType sent after the file: it must agree with what was stored
      if (!declared && fields.fileType !== undefined) {
        const kind = (() => {
          try {
            return parseFileType(fields.fileType);
          } catch (err) {
            return err as ValidationError;
          }
        })();
        if (kind instanceof ValidationError || kind !== stored.kind) {
          await ctx.platform.files.delete(stored.key);
          if (kind instanceof ValidationError) throw kind;
          throw ValidationError.field('file', kind === 'image' ? 'storage.imageType' : 'storage.videoType', { name: 'file' });
        }
      }
      // every upload is recorded in the image space (cateId: its group), which refuses it when full
      let groupId: number | null;
      try {
        groupId = await groupOfCateId(ctx, fields.cateId);
      } catch (err) {
        await ctx.platform.files.delete(stored.key);
        throw err;
      }
      await recordUpload(ctx, stored, { name, groupId, source: 'upload' });
      return {
        data: { fileUrl: stored.fileUrl },
        detail: { fileType: fields.fileType ?? '1', cateId: fields.cateId ?? '0', size: stored.size, fileUrl: stored.fileUrl },
      };
    },
  },
];

/** GET /files/<key>: stored pictures and videos. Keys are random, so the URL is the permission; cached for a year. */
export function registerFileServing(http: FastifyInstance, platform: Platform): void {
  http.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    try {
      if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p)) || !CONTENT_TYPES[ext]) throw new NotFoundError();
      let stat;
      try {
        stat = await platform.files.stat(key);
      } catch {
        stat = null; // an invalid key is simply not there
      }
      if (!stat) throw new NotFoundError();
      const body = await platform.files.openRead(key);
      return reply
        .header('content-type', CONTENT_TYPES[ext])
        .header('content-length', String(stat.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    } catch (err) {
      if (err instanceof AppError) return sendAppError(reply, err, requestLang(req));
      throw err;
    }
  });
}
