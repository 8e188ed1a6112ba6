/**
 * A form in a dialog: title, the FormKit fields, Cancel + Submit. Mount it while it is open
 * (`{editing && <XDialog … />}`) so each opening starts from fresh values.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormKit, type ZodForm } from '../../ui';

export interface FormDialogProps<Out> {
  title: string;
  form: ZodForm<any, Out>;
  onSubmit: (data: Out) => unknown | Promise<unknown>;
  onClose: () => void;
  submitText: string;
  cancelText: string;
  /** An alert shown above the fields (e.g. the plan limit). */
  alert?: { title: string; message: string } | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

export function FormDialog<Out>({ title, form, onSubmit, onClose, submitText, cancelText, alert, size = 'md', children }: FormDialogProps<Out>) {
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={cancelText} />
            </Dialog.CloseTrigger>
            <FormKit.Root form={form} onSubmit={onSubmit} aria-label={title} gap="0">
              <Dialog.Body>
                <Stack gap="4">
                  {alert ? (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{alert.title}</Alert.Title>
                        <Alert.Description>{alert.message}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {cancelText}
                </Button>
                <FormKit.Submit>{submitText}</FormKit.Submit>
              </Dialog.Footer>
            </FormKit.Root>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
