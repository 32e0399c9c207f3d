// A modal on the native <dialog> (focus trapped and restored, Escape closes),
// for short forms and one-time information; ConfirmDialog is the yes/no kind.
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { iconButton } from './styles.ts';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Room for a grid (the media picker) instead of a short form. */
  wide?: boolean;
}

export default function Modal({ open, title, onClose, children, wide }: Props) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${wide ? 'w-[min(64rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} rounded-card border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-ink/40`}
    >
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-h4 font-semibold">
            {title}
          </h2>
          <button type="button" className={`${iconButton} -mt-1 -mr-2 shrink-0`} onClick={onClose} aria-label={t('common.close')}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        {open && children}
      </div>
    </dialog>
  );
}
