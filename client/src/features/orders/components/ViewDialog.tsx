/**
 * The frame of a dialog that is not a form (results, details, a table to act on): the title (also
 * the dialog's accessible name), the close button, the body and an optional footer. Mount it while
 * it is open. With `raw` the children bring their own `Dialog.Body` / `Dialog.Footer`.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ViewDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Long content scrolls inside the dialog. */
  scroll?: boolean;
  footer?: ReactNode;
  raw?: boolean;
  children: ReactNode;
}

export function ViewDialog({ title, closeLabel, onClose, size = 'md', scroll, footer, raw, children }: ViewDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size={size} scrollBehavior={scroll ? 'inside' : undefined}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
            {raw ? children : <Dialog.Body>{children}</Dialog.Body>}
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
