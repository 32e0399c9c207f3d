// What replaces an enquiry form once it is sent: that it arrived, what happens
// next and when (src/content/shared.yaml, enquiry.sent), and a way to send another.
import { useEffect, useRef } from 'react';

export interface SentCopy {
  title: string;
  text: string;
  again: string;
}

export function SentPanel({ copy, onAgain }: { copy: SentCopy; onAgain: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: the panel takes it, and screen readers read it.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className="grid gap-4 outline-none" data-enquiry-sent>
      <p className="text-h4 font-bold text-brand-700">{copy.title}</p>
      <p className="text-body text-ink-soft">{copy.text}</p>
      <button
        type="button"
        onClick={onAgain}
        className="justify-self-start rounded-card border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {copy.again}
      </button>
    </div>
  );
}
