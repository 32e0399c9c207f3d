// A modal confirmation on the native <dialog>: focus is trapped and restored,
// Escape cancels, and screen readers announce it as a dialog (unlike window.confirm,
// it speaks the admin's language and can be styled).
import { useEffect, useId, useRef } from 'react';
import { buttonDanger, buttonSecondary } from './styles.ts';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

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
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id={titleId} className="text-h4 font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-small text-ink-soft">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        {/* biome-ignore lint/a11y/noAutofocus: a confirmation opens on the harmless choice, as the WAI-ARIA dialog pattern advises */}
        <button type="button" className={buttonSecondary} onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
