// Autosave of the news form: what is typed is kept in this browser's
// localStorage (per account and per article) while typing, offered back when
// the form opens again after a crash, a closed tab or an expired session, and
// discarded after a successful save or on request.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { $session } from '~/admin/stores/session';
import type { NewsFormValues } from './news-form-values.ts';

export interface Autosaved {
  values: NewsFormValues;
  savedAt: string;
  /** The version the typing started from ('' for a new article): a restore saves over it, or answers 409. */
  base: string;
}

const DELAY_MS = 400;

export const autosaveKey = (username: string, articleId: string | undefined) =>
  `newsroom:autosave:${username}:${articleId ?? 'new'}`;

function read(key: string): Autosaved | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Autosaved | null;
    return parsed && typeof parsed.values === 'object' && typeof parsed.savedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

const same = (a: NewsFormValues, b: NewsFormValues) => JSON.stringify(a) === JSON.stringify(b);

export function useAutosave(form: UseFormReturn<NewsFormValues>, articleId: string | undefined, base: string) {
  const username = $session.get()?.user.username ?? '';
  const key = autosaveKey(username, articleId);
  // Offered once, when the form opens with something kept that differs from it.
  const [offer, setOffer] = useState<Autosaved | null>(() => {
    const kept = read(key);
    return kept && !same(kept.values, form.getValues()) ? kept : null;
  });
  const pending = useRef(offer !== null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const startedFrom = useRef(base);

  useEffect(() => {
    const subscription = form.watch(() => {
      // While an offer is open, typing must not overwrite what it offers.
      if (pending.current || !username) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const kept: Autosaved = { values: form.getValues(), savedAt: new Date().toISOString(), base: startedFrom.current };
        try {
          localStorage.setItem(key, JSON.stringify(kept));
        } catch {
          // Storage full or refused: the form still works, only without the safety copy.
        }
      }, DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, key, username]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    localStorage.removeItem(key);
    pending.current = false;
    setOffer(null);
  }, [key]);

  /** Puts the kept values into the form (as unsaved changes); answers the version they started from. */
  const restore = useCallback((): string => {
    const kept = offer;
    pending.current = false;
    setOffer(null);
    if (!kept) return startedFrom.current;
    startedFrom.current = kept.base;
    for (const [name, value] of Object.entries(kept.values)) {
      form.setValue(name as keyof NewsFormValues, value as never, { shouldDirty: true });
    }
    return kept.base;
  }, [form, offer]);

  return { offer, restore, discard };
}
