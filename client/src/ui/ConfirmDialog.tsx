import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

interface Pending {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * Mount once near the root (inside Chakra + react-intl). `useConfirm()` below it returns
 * `confirm(options) => Promise<boolean>`: true on OK, false on cancel, Escape, the close
 * button or a click outside. Several calls queue and are shown one after another.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const settled = useRef(new WeakSet<Pending>());
  const t = useUiText();

  const confirm = useCallback<ConfirmFn>(
    (options) => new Promise<boolean>((resolve) => setQueue((q) => [...q, { options, resolve }])),
    [],
  );

  const current = queue[0];
  const settle = useCallback((item: Pending | undefined, ok: boolean) => {
    if (!item || settled.current.has(item)) return;
    settled.current.add(item);
    item.resolve(ok);
    setQueue((q) => q.filter((p) => p !== item));
  }, []);

  const value = useMemo(() => confirm, [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
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
              <Dialog.Body>
                {typeof current?.options.message === 'string' ? <Text>{current.options.message}</Text> : current?.options.message}
              </Dialog.Body>
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
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` — needs `<ConfirmProvider>` above. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs <ConfirmProvider> above it (mount it once in the app providers).');
  return confirm;
}
