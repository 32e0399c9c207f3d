// The form-level error above the submit button: the server's answer that
// belongs to no field (setServerErrors), or `summary` while fields are marked.
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** Said while any field shows an error, when the form wants a pointer to them. */
  summary?: string;
  id?: string;
}

export default function FormError<T extends FieldValues>({ control, summary, id }: Props<T>) {
  const { errors } = useFormState({ control });
  const fieldsMarked = Object.keys(errors).some((name) => name !== 'root');
  const message = errors.root?.message ?? (fieldsMarked ? summary : undefined);
  if (!message) return null;
  return (
    <p role="alert" id={id} className="rounded-lg bg-red-50 px-3 py-2 text-small text-red-800">
      {message}
    </p>
  );
}
