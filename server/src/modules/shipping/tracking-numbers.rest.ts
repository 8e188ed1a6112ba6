// REST of the tracking-number import of /orders: POST api/v1/orders/trackingImport (multipart,
// field `file`: an .xlsx, .csv or .txt, column A the order number, column B the tracking number).
// Answers { imported } or, when any row is wrong, code 1 with data.errors [{ row, column, field,
// message }] and nothing imported (the contract of every import: api/v1/orders/import).
import { assertCan } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { readParts, type MultipartRoute } from '../storage/storage.rest';
import { TRACKING_FILE_MAX_BYTES, importTrackingFile } from './tracking-numbers.service';

export const trackingImportRoutes: MultipartRoute[] = [
  {
    path: 'orders/trackingImport',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, 'order.ship');
      const { result } = await readParts(req, async (file) => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of file.stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > TRACKING_FILE_MAX_BYTES) throw ValidationError.field('file', 'orderImport.tooLarge', { max: TRACKING_FILE_MAX_BYTES / 1024 / 1024 });
          chunks.push(chunk);
        }
        return { buffer: Buffer.concat(chunks), name: file.filename };
      });
      if (!result) throw ValidationError.field('file', 'orderImport.empty');
      const imported = await importTrackingFile(ctx, result.buffer, result.name);
      return { data: imported, detail: { file: result.name, imported: imported.imported } };
    },
  },
];
