// The home page's hero slider. Every slide is static HTML handed in as a named
// slot (slide0, slide1, ...: src/components/home/HeroSlide.astro), the first one
// visible (it is the page's largest paint); so are the controls' icons. This
// island only keeps which slide shows and what holds it: timing and holds live
// in src/stores/slider.ts.
import { useStore } from './use-store.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SLIDER } from '~/config/news';
import type { Locale } from '~/i18n/locales';
import { createTranslate, type Messages } from '~/i18n/translate';
import { createSlider } from '~/stores/slider';

type Icon = 'previousIcon' | 'nextIcon' | 'pauseIcon' | 'playIcon';

interface Props extends Partial<Record<Icon | `slide${number}`, ReactNode>> {
  locale: Locale;
  /** The `slider` group of the dictionary. */
  messages: Partial<Messages>;
  /** How many slides (slots `slide0` to `slide{count - 1}`). */
  count: number;
}

const control =
  'grid size-10 place-items-center rounded-full border border-white/30 text-white transition-colors hover:bg-white/15';

export default function HeroSlider(props: Props) {
  const { locale, messages, count } = props;
  const t = createTranslate(messages, locale);
  const [slider] = useState(() => createSlider(count));
  const index = useStore(slider.$index);
  const holds = useStore(slider.$holds);
  const [autoplay, setAutoplay] = useState(false);
  const stopped = holds.includes('button');
  const swipeFrom = useRef<number | null>(null);
  const positions = [...Array(count).keys()];

  useEffect(() => {
    const moves = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setAutoplay(moves);
    slider.start(moves);
    return () => slider.stop();
  }, [slider]);

  return (
    <section
      aria-roledescription={t('slider.role')}
      aria-label={t('slider.label')}
      className="relative isolate h-[600px] touch-pan-y select-none overflow-hidden bg-brand-900 text-white lg:h-[720px]"
      data-surface="dark"
      onPointerEnter={(event) => event.pointerType === 'mouse' && slider.hold('hover', true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && slider.hold('hover', false)}
      onFocus={() => slider.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) slider.hold('focus', false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') slider.next();
        else if (event.key === 'ArrowLeft') slider.previous();
      }}
      onPointerDown={(event) => {
        swipeFrom.current = event.isPrimary ? event.clientX : null;
      }}
      onPointerUp={(event) => {
        if (swipeFrom.current === null) return;
        const distance = event.clientX - swipeFrom.current;
        swipeFrom.current = null;
        if (Math.abs(distance) >= SLIDER.swipePx) (distance < 0 ? slider.next : slider.previous)();
      }}
    >
      {/* Announce changes only while it stands still (WAI-ARIA carousel pattern). */}
      <div aria-live={autoplay && holds.length === 0 ? 'off' : 'polite'}>
        {positions.map((i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.position', { n: i + 1, total: count })}
            className={`absolute inset-0 transition-[opacity,visibility] duration-1000 ${i === index ? 'visible opacity-100' : 'invisible opacity-0'}`}
          >
            {props[`slide${i}`]}
          </div>
        ))}
      </div>
      <div className="shell absolute inset-x-0 bottom-8 flex items-center gap-3">
        <button type="button" className={control} aria-label={t('slider.previous')} onClick={slider.previous}>
          {props.previousIcon}
        </button>
        <div className="flex items-center">
          {positions.map((i) => (
            <button
              key={i}
              type="button"
              aria-label={t('slider.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => slider.go(i)}
              className="group grid h-10 w-8 place-items-center"
            >
              <span className="h-1.5 w-5 rounded-full bg-white/45 transition-all group-hover:bg-white/80 group-aria-current:w-8 group-aria-current:bg-accent-300"></span>
            </button>
          ))}
        </div>
        <button type="button" className={control} aria-label={t('slider.next')} onClick={slider.next}>
          {props.nextIcon}
        </button>
        {autoplay && (
          <button
            type="button"
            className={control}
            aria-label={stopped ? t('slider.play') : t('slider.pause')}
            onClick={() => slider.hold('button', !stopped)}
          >
            {/* Two places, not one: a slot never re-renders, so each icon mounts and unmounts in its own. */}
            {stopped && props.playIcon}
            {!stopped && props.pauseIcon}
          </button>
        )}
      </div>
    </section>
  );
}
