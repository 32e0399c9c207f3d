// Counted nouns: English says '1 article' but '2 articles'; Chinese has one form.
// The dictionaries hold `KEY.one` and `KEY.other`; the language's plural rules choose.

/** `base.one` or `base.other`, as `count` reads in `locale`. */
export function pluralKey<Base extends string>(locale: string, count: number, base: Base): `${Base}.one` | `${Base}.other` {
  return new Intl.PluralRules(locale).select(count) === 'one' ? `${base}.one` : `${base}.other`;
}
