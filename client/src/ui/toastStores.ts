import { createToaster } from '@chakra-ui/react';

/** App-wide toaster: `toaster.create({ type: 'error', title })` from anywhere. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/**
 * Message notices (the bell's MessageNoticeEvents) have a corner of their own, bottom right: far
 * from the bell and the top menu, and out of the way of the page's own feedback at the top.
 * Stacked (overlap): one card's height until the pointer rests on them. Equal notices arrive as one
 * toast with a count (features/messages/noticeToasts.ts).
 */
export const noticeToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, overlap: true, max: 8, gap: 12 });

/** How many equal notices a grouped toast stands for (meta.count; 1 when absent). */
export function toastCount(meta: Record<string, unknown> | undefined): number {
  const n = meta?.count;
  return typeof n === 'number' && n > 1 ? n : 1;
}
