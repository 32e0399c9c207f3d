import { Languages } from 'lucide-react';
import { chooseLanguage } from '~/stores/language';
import { useT } from '../i18n/index.ts';
import { buttonGhost } from '../components/styles.ts';

/** Switches the admin's labels; the choice is the site-wide `language` preference. */
export default function LanguageToggle({ compact = false, className = buttonGhost }: { compact?: boolean; className?: string }) {
  const { t, locale } = useT();
  const next = locale === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      className={className}
      lang={next === 'en' ? 'en' : 'zh-CN'}
      aria-label={compact ? `${t('app.language')}: ${t('app.languageName')}` : undefined}
      onClick={() => chooseLanguage(next)}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {!compact && t('app.languageName')}
    </button>
  );
}
