/**
 * Alert bulletins (spec 01 §2): shown one after another in dialogs; closing one shows the next after
 * 100 ms. Each is shown once per browser session (sessionStorage), so coming back to /home does not
 * pop them up again.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { BulletinDialog } from '../../messages/BulletinDialog';
import type { BottomData } from '../hooks';

/** Pause between one alert bulletin closing and the next opening (spec 01 §2). */
export const ALERT_NEXT_DELAY_MS = 100;
export const ALERT_SEEN_KEY = 'home.alertBulletinsSeen';

function readSeen(): number[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(ALERT_SEEN_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}
function markSeen(id: number): void {
  try {
    sessionStorage.setItem(ALERT_SEEN_KEY, JSON.stringify([...new Set([...readSeen(), id])]));
  } catch {
    /* storage unavailable: they may show again next time */
  }
}

export function AlertBulletins({ alerts }: { alerts: BottomData['alertNotices'] }) {
  // The queue is fixed when the alerts first arrive (a refetch does not restart it).
  const key = alerts.map((a) => a.id).join(',');
  const queue = useMemo(() => {
    const seen = new Set(readSeen());
    return alerts.filter((a) => !seen.has(a.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    setIndex(0);
    setVisible(true);
  }, [queue]);
  const current = visible ? queue[index] : undefined;
  if (!current) return null;
  const close = () => {
    markSeen(current.id);
    setVisible(false);
    timer.current = setTimeout(() => {
      setIndex((i) => i + 1);
      setVisible(true);
    }, ALERT_NEXT_DELAY_MS);
  };
  return <BulletinDialog key={current.id} bulletin={{ title: current.title, content: current.content }} onClose={close} />;
}
