// A label beside a collapsed sidebar icon. Opens
// after 700 ms of hover or focus, at once when another tooltip closed less
// than 300 ms ago (moving down the icon column). The icon already carries the
// same text as its accessible name, so the bubble is hidden from screen readers.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

export default function Tooltip({ label, enabled, children }: { label: string; enabled: boolean; children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  // Mirrored in a ref: the next icon's pointerenter reads lastClosedAt before React re-renders.
  const openRef = useRef(false);
  const setOpen = (value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  };
  const timer = useRef<number | undefined>(undefined);

  const show = () => {
    if (!enabled) return;
    window.clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = window.setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (openRef.current) lastClosedAt = Date.now();
    setOpen(false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: hide is new on every render; the effect follows `enabled` alone
  useEffect(() => {
    if (!enabled) hide();
  }, [enabled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: hide is new on every render; the listener follows `open` alone
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="relative" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {open && (
        <span
          aria-hidden="true"
          data-testid="tooltip"
          className="pointer-events-none absolute top-1/2 left-full z-50 ml-3 -translate-y-1/2 animate-fade-in rounded-md bg-ink px-2.5 py-1.5 text-small whitespace-nowrap text-white shadow-lg"
        >
          {label}
        </span>
      )}
    </div>
  );
}
