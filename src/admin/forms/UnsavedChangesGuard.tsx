// Asks before leaving a form with unsaved changes (react-hook-form's isDirty):
// in-app navigation through the router's blocker (our own dialog), tab close
// or reload through the browser's own beforeunload prompt.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import ConfirmDialog from '~/admin/components/ConfirmDialog';
import { useT } from '~/admin/i18n';

interface Props {
  /** The form's `formState.isDirty`. */
  dirty: boolean;
  /** Set to true just before a navigation that must pass (after a successful save). */
  bypass: RefObject<boolean>;
}

export default function UnsavedChangesGuard({ dirty, bypass }: Props) {
  const { t } = useT();
  // Read at navigation time: the router updates its blocker function only after a render.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      dirtyRef.current && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
    [bypass],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

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
