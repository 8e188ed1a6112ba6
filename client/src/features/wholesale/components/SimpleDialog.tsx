/** A dialog frame for the wholesale screens: title, body, Cancel + a primary action. */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SimpleDialog(props: {
  title: string;
  cancelText: string;
  submitText: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : props.onClose())} placement="center" size={props.size ?? 'md'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={props.title}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={props.cancelText} />
            </Dialog.CloseTrigger>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                {props.cancelText}
              </Button>
              <Button colorPalette="teal" loading={props.busy} disabled={props.disabled} onClick={props.onSubmit}>
                {props.submitText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
