// A labelled input of a small form kept in component state (codes, a password
// to confirm): its error, from the server's field message, wired with
// aria-invalid and aria-describedby.
import { type InputHTMLAttributes, useId } from 'react';
import { inputBase } from './styles.ts';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export default function TextField({ label, value, onChange, error, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-small font-medium text-ink">
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputBase} ${className ?? ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="text-small text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
