/**
 * The alert boxes screens repeat: a notice (info / warning / error, a title and or a description,
 * an action at the end) and the "could not load" box with its retry button.
 * `import { LoadFailed, Notice } from '../../ui'`.
 */
import { Alert, Button, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiText } from './useUiText';

export interface NoticeProps extends Omit<AlertRootProps, 'title'> {
  /** the bold line */
  title?: ReactNode;
  /** the line under it (or alone) */
  description?: ReactNode;
  /** a button or link at the end of the box */
  action?: ReactNode;
}

/** An alert box (status `info` unless told). */
export function Notice({ title, description, action, status = 'info', ...root }: NoticeProps) {
  return (
    <Alert.Root status={status} {...root}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}

export interface LoadFailedProps extends Omit<NoticeProps, 'action' | 'status'> {
  /** shows the retry button */
  onRetry?: () => void;
  /** the retry button's text (the kit's "Retry" unless told) */
  retryText?: string;
}

/** A record or page that could not be loaded (role `alert`), with a retry button when `onRetry` is given. */
export function LoadFailed({ onRetry, retryText, size, ...notice }: LoadFailedProps) {
  const ui = useUiText();
  return (
    <Notice
      status="error"
      role="alert"
      size={size}
      {...notice}
      action={
        onRetry ? (
          <Button size={size === 'sm' ? 'xs' : 'sm'} variant="outline" onClick={onRetry}>
            {retryText ?? ui('ui.common.retry')}
          </Button>
        ) : null
      }
    />
  );
}
