import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';
import { closeFeedbackDialog, type FeedbackDialog } from '../api/feedback';
import { clearToken } from '../api/session';
import { useT } from '../i18n';
import { closeTab } from './tabs';

/** One API dialog (a chunk of its own: FeedbackHost loads it with the first dialog). */
export default function FeedbackDialogView({ dialog }: { dialog: FeedbackDialog }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();

  const dismiss = () => {
    if (dialog.kind === 'confirm') dialog.resolve(false);
    closeFeedbackDialog(dialog.id);
  };

  let title: string;
  let body: React.ReactNode;
  let footer: React.ReactNode;
  switch (dialog.kind) {
    case 'alert':
      title = dialog.title;
      body = (
        <Stack gap="2">
          {dialog.paragraphs.map((p, i) => (
            <Text key={i}>{p}</Text>
          ))}
        </Stack>
      );
      footer = (
        <Button colorPalette="teal" onClick={dismiss}>
          {t('dialog.ok')}
        </Button>
      );
      break;
    case 'confirm':
      title = dialog.title;
      body = <Text>{dialog.message}</Text>;
      footer = (
        <>
          <Button variant="outline" onClick={dismiss}>
            {dialog.cancelText}
          </Button>
          <Button
            colorPalette="teal"
            onClick={() => {
              dialog.resolve(true);
              closeFeedbackDialog(dialog.id);
            }}
          >
            {dialog.confirmText}
          </Button>
        </>
      );
      break;
    case 'noPermission':
      title = t('noPermission.title');
      body = <Text>{dialog.message}</Text>;
      footer = (
        <>
          <Button
            variant="outline"
            onClick={() => {
              closeFeedbackDialog(dialog.id);
              closeTab(location.pathname, location.pathname + location.search);
              void navigate('/home', { replace: true });
            }}
          >
            {t('noPermission.closeTab')}
          </Button>
          <Button
            colorPalette="teal"
            onClick={() => {
              closeFeedbackDialog(dialog.id);
              clearToken();
              void navigate('/login', { replace: true });
            }}
          >
            {t('noPermission.toLogin')}
          </Button>
        </>
      );
      break;
  }

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) dismiss();
      }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-feedback={dialog.kind}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
