import { useCallback, useMemo, useState } from 'react';

export interface ColumnVisibilityColumn {
  key: string;
  /** false: always shown, not offered in the chooser. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
}

/** Stored as `{ hidden: [...], shown: [...] }` so columns added later take their default. */
interface Stored {
  hidden: string[];
  shown: string[];
}

function read(storageKey: string | undefined): Stored | null {
  if (!storageKey) return null;
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { hidden, shown } = parsed as Partial<Stored>;
    return {
      hidden: Array.isArray(hidden) ? hidden.filter((k): k is string => typeof k === 'string') : [],
      shown: Array.isArray(shown) ? shown.filter((k): k is string => typeof k === 'string') : [],
    };
  } catch {
    return null;
  }
}

function write(storageKey: string | undefined, value: Stored | null) {
  if (!storageKey) return;
  try {
    if (value) localStorage.setItem(storageKey, JSON.stringify(value));
    else localStorage.removeItem(storageKey);
  } catch {
    /* storage full or unavailable: the choice lasts for this page only */
  }
}

/**
 * Which columns are shown, remembered in localStorage under `storageKey` (when given).
 * At least one column always stays visible.
 */
export function useColumnVisibility(columns: readonly ColumnVisibilityColumn[], storageKey?: string) {
  const [stored, setStored] = useState<Stored | null>(() => read(storageKey));

  const hidden = useMemo(() => {
    const set = new Set<string>();
    for (const c of columns) {
      if (c.hideable === false) continue;
      const isHidden = stored?.hidden.includes(c.key) ? true : stored?.shown.includes(c.key) ? false : Boolean(c.hiddenByDefault);
      if (isHidden) set.add(c.key);
    }
    return set;
  }, [columns, stored]);

  const setVisible = useCallback(
    (key: string, visible: boolean) => {
      const visibleCount = columns.filter((c) => !hidden.has(c.key)).length;
      if (!visible && visibleCount <= 1) return; // keep one column
      const base = stored ?? { hidden: [], shown: [] };
      const next: Stored = {
        hidden: base.hidden.filter((k) => k !== key).concat(visible ? [] : [key]),
        shown: base.shown.filter((k) => k !== key).concat(visible ? [key] : []),
      };
      setStored(next);
      write(storageKey, next);
    },
    [columns, hidden, stored, storageKey],
  );

  const reset = useCallback(() => {
    setStored(null);
    write(storageKey, null);
  }, [storageKey]);

  return { hidden, isVisible: (key: string) => !hidden.has(key), setVisible, reset };
}
