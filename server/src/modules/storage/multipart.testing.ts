// Builds multipart/form-data bodies for inject() in tests (file service, catalog import).
import type { TestApp } from '../../../test/harness';

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----erp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postMultipart(app: TestApp, path: string, parts: Part[], opts: { token?: string; lang?: string } = {}) {
  const { body, contentType } = multipartBody(parts);
  const res = await app.http.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { 'content-type': contentType, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.lang ? { lang: opts.lang } : {}) },
    payload: body,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
