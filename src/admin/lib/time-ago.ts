// "40 s", "3 min", "2 h": how long ago something happened, for the publishing texts.
import { useEffect, useState } from 'react';
import type { AdminTranslate } from '../i18n/index.ts';

export function agoText(sinceIso: string, now: number, t: AdminTranslate): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(sinceIso)) / 1000));
  if (seconds < 60) return t('site.agoSeconds', { count: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('site.agoMinutes', { count: minutes });
  return t('site.agoHours', { count: Math.floor(minutes / 60) });
}

/** The current time, renewed every `everyMs` so "40 s ago" keeps counting. */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
