import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions, Pending } from './ConfirmDialogView';

// the dialog (Chakra's dialog machine, focus trap, scroll lock) loads with the first confirm, not
// with the app; once loaded it stays mounted, so later confirms open and close as before
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

export type { ConfirmOptions } from './ConfirmDialogView';

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * Mount once near the root (inside Chakra + react-intl). `useConfirm()` below it returns
 * `confirm(options) => Promise<boolean>`: true on OK, false on cancel, Escape, the close
 * button or a click outside. Several calls queue and are shown one after another.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const settled = useRef(new WeakSet<Pending>());

  const confirm = useCallback<ConfirmFn>((options) => new Promise<boolean>((resolve) => setQueue((q) => [...q, { options, resolve }])), []);

  const current = queue[0];
  const settle = useCallback((item: Pending | undefined, ok: boolean) => {
    if (!item || settled.current.has(item)) return;
    settled.current.add(item);
    item.resolve(ok);
    setQueue((q) => q.filter((p) => p !== item));
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  const [shown, setShown] = useState(false);
  if (current && !shown) setShown(true);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ConfirmDialogView current={current} settle={settle} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` — needs `<ConfirmProvider>` above. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs <ConfirmProvider> above it (mount it once in the app providers).');
  return confirm;
}
