/** The image space (images.graphql): documents, commands, and the upload rules checked before sending. */
import { IMAGE_UPLOAD_BATCH } from '@erp/schema';
import { restPost } from '../../api/rest';
import { useCommands } from '../../ui/resource';
import * as ops from './images.generated';

export type ImageRow = ops.ImageFilesQuery['imageFiles']['edges'][number]['node'];
export type ImageGroupRow = ops.ImageSpaceQuery['imageGroups']['groups'][number];

export const useImageCommands = () =>
  useCommands({
    createGroup: ops.CreateImageGroupDocument,
    renameGroup: ops.RenameImageGroupDocument,
    deleteGroup: ops.DeleteImageGroupDocument,
    move: ops.MoveImagesDocument,
    recycle: ops.RecycleImagesDocument,
    restore: ops.RestoreImagesDocument,
    purge: ops.PurgeImagesDocument,
    byUrl: ops.UploadImageByUrlDocument,
  });

/** Largest image one upload may send (spec 02 §5; videos are left to the server). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4';

export const isVideo = (file: Pick<File, 'type' | 'name'>) => file.type.startsWith('video/') || /\.(mp4|mov|webm)$/i.test(file.name);

/**
 * The files picked for one upload: more than 20 refuses the whole pick ('limit'); images over 5 MB
 * are refused by name and the others go on.
 */
export function checkUploadPick(files: readonly File[]): { limit: boolean; tooBig: string[]; accepted: File[] } {
  if (files.length > IMAGE_UPLOAD_BATCH) return { limit: true, tooBig: [], accepted: [] };
  const tooBig = files.filter((f) => !isVideo(f) && f.size > IMAGE_MAX_BYTES);
  return { limit: false, tooBig: tooBig.map((f) => f.name), accepted: files.filter((f) => !tooBig.includes(f)) };
}

/** POST api/v1/storage/uploadFile into a group (0: none); rejects with the server's message. */
export async function uploadSpaceFile(file: File, groupId: number): Promise<{ url: string }> {
  const body = new FormData();
  body.append('cateId', String(groupId));
  body.append('fileType', isVideo(file) ? '3' : '1');
  body.append('file', file, file.name);
  const data = await restPost<{ fileUrl: string }>('storage/uploadFile', body);
  return { url: data.fileUrl };
}
