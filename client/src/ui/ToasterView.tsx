/** The toast cards of the app's two toasters (ui/toaster.tsx loads this after the first paint). */
import { Badge, Toaster as ChakraToaster, HStack, Portal, Spinner, Stack, Toast, type ToastOptions } from '@chakra-ui/react';
import { noticeToaster, toastCount, toaster } from './toastStores';

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

export default function ToasterView() {
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
