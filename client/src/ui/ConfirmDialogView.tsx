import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiText } from './useUiText';

export interface ConfirmOptions {
  /** Dialog title (default: "提示" / "Please confirm"). */
  title?: ReactNode;
  /** The question. */
  message: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

export interface Pending {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

/** The confirm dialog of ConfirmProvider (a chunk of its own, loaded with the first confirm). */
export default function ConfirmDialogView({ current, settle }: { current: Pending | undefined; settle: (item: Pending | undefined, ok: boolean) => void }) {
  const t = useUiText();
  return (
    <Dialog.Root
      role="alertdialog"
      open={Boolean(current)}
      onOpenChange={(d) => {
        if (!d.open) settle(current, false);
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{current?.options.title ?? t('ui.confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof current?.options.message === 'string' ? <Text>{current.options.message}</Text> : current?.options.message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => settle(current, false)}>
                {current?.options.cancelText ?? t('ui.common.cancel')}
              </Button>
              <Button colorPalette={current?.options.danger ? 'red' : 'teal'} onClick={() => settle(current, true)}>
                {current?.options.confirmText ?? t('ui.common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
