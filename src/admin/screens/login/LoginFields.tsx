import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';

interface Props {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  invalid: boolean;
}

/** Username and password (with a show/hide toggle), both required. */
export default function LoginFields({ username, password, onUsername, onPassword, invalid }: Props) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  const described = invalid ? 'login-error' : undefined;
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-username" className="text-small font-medium text-ink">
          {t('login.username')}
        </label>
        <input
          id="login-username"
          name="username"
          className={inputBase}
          value={username}
          onChange={(event) => onUsername(event.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={invalid}
          aria-describedby={described}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-password" className="text-small font-medium text-ink">
          {t('login.password')}
        </label>
        <div className="relative">
          <input
            id="login-password"
            name="password"
            type={visible ? 'text' : 'password'}
            className={`${inputBase} pr-11`}
            value={password}
            onChange={(event) => onPassword(event.target.value)}
            autoComplete="current-password"
            required
            aria-invalid={invalid}
            aria-describedby={described}
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
      </div>
    </>
  );
}
