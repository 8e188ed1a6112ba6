// REST of the image space (spec 01 §7): storage/uploadNetWordImage { cateId, imageUrl } and
// storage/uploadTempNetWordImage { cateId 1, imageUrl } → data.fileUrl (the temporary one is kept
// 24 hours, outside the image space's list and capacity); info/uploadImage { base64Images } → the
// URL of each picture (the rich-text editor). The `{token}` base64 upload of §7 names no path: see
// docs/decisions.md 'Image space'.
import type { RestRoute } from '../../rest/router';
import { uploadEditorImages, uploadImageByUrl } from './images.service';

/** The editor's pasted pictures: a few full-size ones per request (each at most 5 MB, base64 grows by a third). */
export const EDITOR_BODY_LIMIT_BYTES = 30 * 1024 * 1024;

const byUrl = (temporary: boolean) => async (ctx: Parameters<RestRoute['handler']>[0], body: Record<string, unknown>) => {
  const cateId = body.cateId == null || body.cateId === '' ? 0 : Number(body.cateId);
  const file = await uploadImageByUrl(ctx, { imageUrl: body.imageUrl, cateId: temporary ? 0 : cateId }, temporary);
  return { fileUrl: file.url, id: file.id, width: file.width, height: file.height };
};

export const imageRoutes: RestRoute[] = [
  { path: 'storage/uploadNetWordImage', auth: 'required', logged: true, handler: byUrl(false) },
  { path: 'storage/uploadTempNetWordImage', auth: 'required', handler: byUrl(true) },
  {
    path: 'info/uploadImage',
    auth: 'required',
    logged: true,
    bodyLimit: EDITOR_BODY_LIMIT_BYTES,
    handler: async (ctx, body) => uploadEditorImages(ctx, body.base64Images),
  },
];
