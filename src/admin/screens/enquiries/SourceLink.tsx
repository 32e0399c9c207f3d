import { sourceName, sourcePath } from '~/shared/enquiry-sources';
import { textLink } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';

/** The page an enquiry came from, named in the admin's language and opening that page (a dash when none). */
export default function SourceLink({ source }: { source: string }) {
  const { t, locale } = useT();
  if (!source) return <>{t('common.dash')}</>;
  const name = sourceName(source, locale);
  const path = sourcePath(source, locale);
  if (!path) return <span className="break-words">{name}</span>;
  return (
    <a href={path} target="_blank" rel="noopener" title={t('contact.openPage', { name })} className={`break-words ${textLink}`}>
      {name}
    </a>
  );
}
