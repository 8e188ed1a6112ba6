// The image space's purge on a schedule: every IMAGE_PURGE_MS the instance holding the lease removes
// files recycled more than 90 days ago and temporary URL uploads older than 24 hours, in every company.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context';
import { loggedRound, startSchedule } from '../../platform/schedule';
import { purgeDueImages } from './images.service';

export const IMAGE_PURGE_MS = 6 * 60 * 60_000;

export function startImagePurge(platform: Platform, http: FastifyInstance): Promise<void> {
  const run = loggedRound(platform, async () => ({ purged: await purgeDueImages(platform) }), 'image space: recycle bin purged', 'purged');
  return startSchedule(platform, http, { name: 'image-purge', everyMs: IMAGE_PURGE_MS, run });
}
