// The image space (/imageManagement; issue 24 item 1; spec 02 §4 'images recycle bin 90 days', §5
// 'image space 20 at once / 5 MB / jpg png gif webp', §8 "Image space capacity insufficient",
// "Image upload limit exceeded", "this image cannot be downloaded", "some images exceed 5M and were
// blocked"): capacity per plan edition, the recycle bin's purge date, and the inputs of groups,
// moves, recycling and uploads by URL. Pure: the server enforces them, the client shows them.
import { z } from 'zod';

const GB = 1024 * 1024 * 1024;
/** Capacity of the image space per plan edition (the spec names the editions, not the sizes: docs/decisions.md). */
export const IMAGE_SPACE_CAPACITY: Readonly<Record<'standard' | 'professional' | 'flagship', number>> = {
  standard: 1 * GB,
  professional: 5 * GB,
  flagship: 20 * GB,
};
/** Days a recycled image stays restorable before it is purged. */
export const IMAGE_RECYCLE_DAYS = 90;
/** Files one upload may pick at once. */
export const IMAGE_UPLOAD_BATCH = 20;
/** Hours an upload by URL of the temporary kind (uploadTempNetWordImage) is kept. */
export const IMAGE_TEMP_HOURS = 24;
export const IMAGE_GROUP_NAME_MAX = 30;
export const IMAGE_SPACE_KINDS = ['image', 'video'] as const;

export function imageCapacityOf(edition: string): number {
  return IMAGE_SPACE_CAPACITY[edition as keyof typeof IMAGE_SPACE_CAPACITY] ?? IMAGE_SPACE_CAPACITY.standard;
}

/** Does adding `adding` bytes to `used` overflow the edition's capacity? (recycled files still count until purged) */
export function imageSpaceFull(used: number, adding: number, edition: string): boolean {
  return used + adding > imageCapacityOf(edition);
}

/** When a file recycled at `recycledAt` is purged. */
export function imagePurgeAt(recycledAt: Date): Date {
  return new Date(recycledAt.getTime() + IMAGE_RECYCLE_DAYS * 24 * 3600 * 1000);
}

/** Whole days left before the purge (0 on the day it is due). */
export function imageDaysLeft(recycledAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((imagePurgeAt(recycledAt).getTime() - now.getTime()) / (24 * 3600 * 1000)));
}

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });

export const imageGroupInput = z.object({
  name: z
    .string({ error: 'images.groupNameRequired' })
    .trim()
    .min(1, { error: 'images.groupNameRequired' })
    .max(IMAGE_GROUP_NAME_MAX, { error: 'validation.tooLong' }),
});

/** Ticked files of the image space (1 to 200). */
export const imageIdsInput = z.object({
  ids: z.array(id, { error: 'images.idsRequired' }).min(1, { error: 'images.idsRequired' }).max(200, { error: 'images.tooManyIds' }),
});

/** Ticked files into a group (null: no group). */
export const moveImagesInput = imageIdsInput.extend({ groupId: id.nullable().default(null) });

/** An http(s) address of at most 2,000 characters (where it points is checked by the server's fetch). */
export const imageUrlInput = z.object({
  imageUrl: z
    .string({ error: 'images.urlInvalid' })
    .trim()
    .max(2000, { error: 'images.urlInvalid' })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && u.hostname.length > 0;
        } catch {
          return false;
        }
      },
      { error: 'images.urlInvalid' },
    ),
  /** A group of the image space; 0 or none: no group. */
  cateId: z.number({ error: 'images.groupNotFound' }).int({ error: 'images.groupNotFound' }).min(0, { error: 'images.groupNotFound' }).default(0),
});
