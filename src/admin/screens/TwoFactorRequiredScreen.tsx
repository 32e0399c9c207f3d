// An admin requires two-factor of every staff account and this one has none
// (a sign-in answered mustSetUpTwoFactor, or a call 403 TWO_FACTOR_REQUIRED):
// the shell shows only this set-up, whatever the URL, until it is on.
import { useStore } from '@nanostores/react';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '../components/PageHeader.tsx';
import { buttonGhost, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import Brand from '../shell/Brand.tsx';
import LanguageToggle from '../shell/LanguageToggle.tsx';
import { useLogout } from '../shell/use-logout.ts';
import { $session, twoFactorSetUpDone } from '../stores/session.ts';
import RecoveryCodes from './two-factor/RecoveryCodes.tsx';
import TwoFactorSetup from './two-factor/TwoFactorSetup.tsx';

export default function TwoFactorRequiredScreen() {
  const { t } = useT();
  useDocumentTitle(t('twoFactor.requiredTitle'));
  const user = useStore($session)?.user;
  const logout = useLogout();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="flex items-center justify-between gap-2 px-4 py-4 sm:px-8">
        <Brand compact />
        <div className="flex items-center gap-1 whitespace-nowrap">
          <LanguageToggle />
          <button type="button" className={buttonGhost} onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className={`${card} w-full max-w-lg p-6 shadow-sm sm:p-8`}>
          <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheck className="size-5" />
          </span>
          <h1 className="mt-4 text-h3 font-semibold text-ink">{t('twoFactor.requiredTitle')}</h1>
          <p className="mt-2 mb-6 text-small text-ink-soft">
            {t('twoFactor.requiredIntro', { name: user?.name ?? user?.username ?? '' })}
          </p>
          {codes ? <RecoveryCodes codes={codes} onDone={twoFactorSetUpDone} /> : <TwoFactorSetup onEnabled={setCodes} />}
        </div>
      </main>
    </div>
  );
}
