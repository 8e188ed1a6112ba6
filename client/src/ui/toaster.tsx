import { Badge, Toaster as ChakraToaster, HStack, Portal, Spinner, Stack, Toast, createToaster, type ToastOptions } from '@chakra-ui/react';

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

function ToastCard({ toast, width }: { toast: ToastOptions; width: Record<string, string> }) {
  const count = toastCount(toast.meta);
  return (
    <Toast.Root width={width} data-testid="toast" data-count={count > 1 ? count : undefined}>
      {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%" minW="0">
        {toast.title ? (
          <HStack gap="2" align="start">
            <Toast.Title flex="1" minW="0">
              {toast.title}
            </Toast.Title>
            {count > 1 ? (
              <Badge size="sm" variant="solid" colorPalette="gray" borderRadius="full" flexShrink={0} data-testid="toast-count">
                ×{count}
              </Badge>
            ) : null}
          </HStack>
        ) : null}
        {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
      </Stack>
      {toast.closable ? <Toast.CloseTrigger /> : null}
    </Toast.Root>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastCard toast={toast} width={{ md: 'sm' }} />}
      </ChakraToaster>
      <ChakraToaster toaster={noticeToaster} insetInline={{ mdDown: '4' }} data-testid="notice-toaster">
        {(toast) => <ToastCard toast={toast} width={{ md: 'xs' }} />}
      </ChakraToaster>
    </Portal>
  );
}

/** Shows an error toast; answers its id (so a form can take it back once the error is mended). */
export function toastError(message: string): string {
  return toaster.create({ type: 'error', title: message, closable: true });
}

export function toastSuccess(message: string): void {
  toaster.create({ type: 'success', title: message });
}
