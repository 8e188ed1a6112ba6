/**
 * The dialogs of every screen, built once (issue 16: no hand-built `Dialog.Root` per feature).
 * Mount them while open (`{editing && <XDialog … />}`) so each opening starts from fresh values.
 *
 *   <FormDialog title form={form} onSubmit={save} onClose={close} submitText={t('save')}>…FormKit fields…</FormDialog>
 *   <FormDialog title onSubmit={() => void submit()} busy={busy} submitDisabled={!ready} onClose={close}>…own state…</FormDialog>
 *   <InfoDialog title onClose={close} size="lg">…details, a breakdown table…</InfoDialog>
 *
 * - `FormDialog` with `form`: a FormKit form (validation, field errors; the submit shows the
 *   form's submitting state). Without `form`: the body keeps its own state and the primary button
 *   calls `onSubmit()`; `busy` is its loading state.
 * - `InfoDialog`: read-only, one Close button (`footer={false}`: only the corner ×).
 */
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormKit } from '../FormKit';
import { Notice } from '../Notice';
import { useUiText } from '../useUiText';
import type { ZodForm } from '../useZodForm';

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full' | 'cover';

interface FrameProps {
  title: string;
  onClose: () => void;
  size?: DialogSize;
  /** The corner ×'s accessible name (the footer's Close / Cancel text). */
  closeText: string;
  /** Below the title (badges, a time). */
  subtitle?: ReactNode;
  /** Props for the dialog's content box (a width of its own, a test id). */
  contentProps?: Dialog.ContentProps & { 'data-testid'?: string };
  /** The body scrolls inside the dialog (not for a FormKit form: the form wraps body and footer). */
  scrollInside?: boolean;
  children: ReactNode;
}

/** Root → backdrop → content with the title and the corner ×: what every dialog shares. */
function DialogFrame({ title, onClose, size = 'md', closeText, subtitle, contentProps, scrollInside, children }: FrameProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      placement="center"
      size={size}
      {...(scrollInside ? { scrollBehavior: 'inside' as const } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title} {...contentProps}>
            <Dialog.Header {...(subtitle ? { flexDirection: 'column', alignItems: 'start', gap: '1' } : {})}>
              <Dialog.Title>{title}</Dialog.Title>
              {subtitle}
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeText} />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface FormDialogProps<Out> {
  title: string;
  /** A FormKit form (validated submit); without it the submit button calls `onSubmit()`. */
  form?: ZodForm<any, Out>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** May return a promise (awaited by the form's submit). */
  onSubmit: (data: Out) => unknown;
  onClose: () => void;
  /** Default: the kit's "Submit". */
  submitText?: string;
  /** Default: the kit's "Cancel". */
  cancelText?: string;
  /** An alert shown above the fields (e.g. the plan limit). */
  alert?: { title: string; message: string } | null;
  /** A muted line above the fields (what the dialog does, the record it acts on). */
  hint?: ReactNode;
  size?: DialogSize;
  /** The submit button cannot be pressed (nothing to submit yet). */
  submitDisabled?: boolean;
  /** The submit button shows it is working (a command set's `busy`). */
  busy?: boolean;
  /** The submit destroys or refuses something (a red button). */
  danger?: boolean;
  subtitle?: ReactNode;
  contentProps?: FrameProps['contentProps'];
  children: ReactNode;
}

function Body({ alert, hint, children }: Pick<FormDialogProps<unknown>, 'alert' | 'hint' | 'children'>) {
  return (
    <Dialog.Body>
      <Stack gap="4">
        {alert ? <Notice status="warning" role="alert" title={alert.title} description={alert.message} /> : null}
        {hint ? (
          <Text textStyle="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Dialog.Body>
  );
}

export function FormDialog<Out = void>(props: FormDialogProps<Out>) {
  const { title, form, onSubmit, onClose, alert, hint, size, submitDisabled, busy, danger, subtitle, contentProps, children } = props;
  const ui = useUiText();
  const cancelText = props.cancelText ?? ui('ui.common.cancel');
  const submitText = props.submitText ?? ui('ui.form.submit');
  const cancel = (
    <Button variant="outline" onClick={onClose}>
      {cancelText}
    </Button>
  );
  return (
    <DialogFrame title={title} onClose={onClose} size={size} closeText={cancelText} subtitle={subtitle} contentProps={contentProps} scrollInside={!form}>
      {form ? (
        <FormKit.Root form={form} onSubmit={onSubmit} aria-label={title} gap="0">
          <Body alert={alert} hint={hint}>
            {children}
          </Body>
          <Dialog.Footer>
            {cancel}
            <FormKit.Submit disabled={submitDisabled} {...(busy ? { loading: true } : {})} {...(danger ? { colorPalette: 'red' } : {})}>
              {submitText}
            </FormKit.Submit>
          </Dialog.Footer>
        </FormKit.Root>
      ) : (
        <>
          <Body alert={alert} hint={hint}>
            {children}
          </Body>
          <Dialog.Footer>
            {cancel}
            <Button colorPalette={danger ? 'red' : 'teal'} loading={busy} disabled={submitDisabled} onClick={() => void onSubmit(undefined as Out)}>
              {submitText}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  );
}

export interface InfoDialogProps {
  title: string;
  onClose: () => void;
  size?: DialogSize;
  /** Default: the kit's "Close". */
  closeText?: string;
  subtitle?: ReactNode;
  /** `false`: no footer (only the corner ×); a node: buttons beside Close. */
  footer?: ReactNode | false;
  contentProps?: FrameProps['contentProps'];
  /** The children bring their own `Dialog.Body` and `Dialog.Footer` (a details view with its own buttons). */
  raw?: boolean;
  children: ReactNode;
}

/** A read-only dialog (details, a breakdown): the body and one Close button. */
export function InfoDialog({ title, onClose, size, closeText, subtitle, footer, contentProps, raw, children }: InfoDialogProps) {
  const ui = useUiText();
  const close = closeText ?? ui('ui.common.close');
  if (raw)
    return (
      <DialogFrame title={title} onClose={onClose} size={size} closeText={close} subtitle={subtitle} contentProps={contentProps} scrollInside>
        {children}
      </DialogFrame>
    );
  return (
    <DialogFrame title={title} onClose={onClose} size={size} closeText={close} subtitle={subtitle} contentProps={contentProps} scrollInside>
      <Dialog.Body>{children}</Dialog.Body>
      {footer === false ? null : (
        <Dialog.Footer>
          {footer}
          <Button variant="outline" onClick={onClose}>
            {close}
          </Button>
        </Dialog.Footer>
      )}
    </DialogFrame>
  );
}
