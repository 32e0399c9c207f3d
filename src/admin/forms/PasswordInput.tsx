// A password box with a show/hide button: sign-in, the first password and the
// password change all let the typist check what they typed.
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { inputBase } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import type { FieldControlProps } from './FormField.tsx';

export default function PasswordInput({ autoComplete, ...field }: FieldControlProps & { autoComplete: string }) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...field}
        type={visible ? 'text' : 'password'}
        className={`${inputBase} pr-11`}
        autoComplete={autoComplete}
        aria-required
      />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-label={t('login.showPassword')}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-ink"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
