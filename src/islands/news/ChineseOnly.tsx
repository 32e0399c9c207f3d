// The English address of an article without English text: says, in English,
// that it is published in Chinese and links to the Chinese page. The article
// page renders it without JavaScript; the shell page's island once it loads.
import type { Translate } from '~/i18n/translate';
import { articlePath } from '~/shared/news-view';

interface Props {
  t: Translate;
  id: string;
  /** The Chinese title. */
  title: string;
}

export default function ChineseOnly({ t, id, title }: Props) {
  return (
    <div className="rounded-card bg-white px-6 py-16 text-center shadow-sm ring-1 ring-line" data-chinese-only>
      <h1 className="text-h3 font-bold text-ink">{t('chineseOnly.heading')}</h1>
      <p className="mt-3 text-ink-soft">{t('chineseOnly.text')}</p>
      <p className="mt-3 text-ink-soft">
        {t('chineseOnly.originalTitle')}
        <span lang="zh-CN">{title}</span>
      </p>
      <a
        href={articlePath(id, 'zh')}
        hrefLang="zh-CN"
        data-language-switch="zh"
        className="mt-8 inline-flex rounded-card bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('chineseOnly.read')}
      </a>
    </div>
  );
}
