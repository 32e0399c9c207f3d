// How a case's date and results read in each language.
import type { CaseData } from '~/content/schema/case.ts';
import type { Translate } from '~/i18n';
import type { Locale } from '~/i18n/locales';

/** `2023-06` → 2023年6月 / June 2023. */
export function formatCaseDate(date: string, locale: Locale): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const format = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return format.format(Date.UTC(year, month - 1));
}

/** A saving stored in 万元: 3,200 (万元) in Chinese, 32 (million CNY) in English. */
export function formatCost(tenThousandYuan: number, locale: Locale): string {
  return locale === 'zh'
    ? tenThousandYuan.toLocaleString('zh-CN')
    : (tenThousandYuan / 100).toLocaleString('en', { maximumFractionDigits: 1 });
}

export interface Figure {
  key: keyof CaseData['results'];
  value: string;
  unit?: string;
  label: string;
}

/** The four result figures in the order the page shows them. */
export function resultFigures(results: CaseData['results'], locale: Locale, t: Translate): Figure[] {
  const percent = (key: Exclude<Figure['key'], 'costSaving'>) => ({
    key,
    value: `${results[key]}%`,
    label: t(`cases.${key}`),
  });
  return [
    percent('carbonReduction'),
    percent('energySaving'),
    {
      key: 'costSaving',
      value: formatCost(results.costSaving, locale),
      unit: t('cases.costUnit'),
      label: t('cases.costSaving'),
    },
    percent('renewableEnergy'),
  ];
}
