// Asks before leaving a form with unsaved changes: in-app navigation through
// the router's blocker (our own dialog), tab close or reload through the
// browser's own beforeunload prompt.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import ConfirmDialog from '../../components/ConfirmDialog.tsx';
import { useT } from '../../i18n/index.ts';

interface Props {
  when: boolean;
  /** Set to true just before a navigation that must pass (after a successful save). */
  bypass: RefObject<boolean>;
}

export default function UnsavedChangesGuard({ when, bypass }: Props) {
  const { t } = useT();
  // Read at navigation time: the router updates its blocker function only after a render.
  const whenRef = useRef(when);
  whenRef.current = when;
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      whenRef.current && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
    [bypass],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.leaveTitle')}
      message={t('form.leaveBody')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
