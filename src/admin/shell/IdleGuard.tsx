// Sessions end after 30 minutes without a call (docs/API.md, 'Sessions'). While
// the admin works (pointer, keys) without calling the server, a light call now
// and then keeps the session going; a minute before the end a dialog offers to
// stay signed in; at the end the app signs out and the login screen says why.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SESSION_IDLE_MS } from '~/shared/two-factor';
import { getMe } from '../api/staff.ts';
import { buttonPrimary, buttonSecondary } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { $lastServerActivity, followOtherTabsActivity } from '../stores/activity.ts';
import { endSession } from '../stores/session.ts';
import { useLogout } from './use-logout.ts';

const WARN_BEFORE_MS = 60_000;
/** An active admin's session is refreshed once this long has passed since the last call. */
const KEEP_ALIVE_AFTER_MS = 5 * 60_000;
const TICK_MS = 5_000;

export default function IdleGuard() {
  const { t } = useT();
  const lastServer = useStore($lastServerActivity);
  const lastUser = useRef(Date.now());
  const [warning, setWarning] = useState(false);
  const [now, setNow] = useState(Date.now());
  const logout = useLogout();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const seen = () => {
      lastUser.current = Date.now();
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, seen, { passive: true });
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    const unfollow = followOtherTabsActivity();
    return () => {
      unfollow();
      for (const name of events) window.removeEventListener(name, seen);
      window.clearInterval(timer);
    };
  }, []);

  const idleFor = now - lastServer;
  const activeSinceCall = lastUser.current > lastServer;
  useEffect(() => {
    if (idleFor >= SESSION_IDLE_MS) endSession('idle');
    else if (activeSinceCall && !warning && idleFor >= KEEP_ALIVE_AFTER_MS) void getMe().catch(() => {});
    else if (idleFor >= SESSION_IDLE_MS - WARN_BEFORE_MS) setWarning(true);
    else if (idleFor < SESSION_IDLE_MS - WARN_BEFORE_MS) setWarning(false);
  }, [idleFor, activeSinceCall, warning]);

  useEffect(() => {
    const element = dialog.current;
    if (warning && element && !element.open) element.showModal();
    if (!warning && element?.open) element.close();
  }, [warning]);

  const seconds = Math.max(0, Math.ceil((SESSION_IDLE_MS - idleFor) / 1000));
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id={titleId} className="text-h4 font-semibold">
        {t('sessions.idleTitle')}
      </h2>
      <p className="mt-2 text-small text-ink-soft">{t('sessions.idleWarning', { seconds })}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the choice the dialog exists for */}
        <button type="button" className={buttonPrimary} autoFocus onClick={() => void getMe().catch(() => {})}>
          {t('sessions.stay')}
        </button>
      </div>
    </dialog>
  );
}
