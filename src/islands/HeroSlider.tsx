// The home page's hero slider. Every slide is in the static HTML (the first one
// visible: it is the page's largest paint); this island only moves between them.
// Timing and holds live in src/stores/slider.ts. The drawn scenes arrive as
// named slots (scene0, scene1, ...), static HTML that never enters the bundle.
import { useStore } from './use-store.ts';
import { ChevronLeft, ChevronRight, Pause, Play } from '~/islands/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SLIDER } from '~/config/news';
import type { Locale } from '~/i18n/locales';
import { createTranslate, type Messages } from '~/i18n/translate';
import { createSlider } from '~/stores/slider';

export interface Slide {
  title: string;
  subtitle: string;
  action: { label: string; href: string };
}

interface Props {
  locale: Locale;
  slides: Slide[];
  /** The `slider` group of the dictionary. */
  messages: Partial<Messages>;
  [scene: `scene${number}`]: ReactNode;
}

const control =
  'grid size-10 place-items-center rounded-full border border-white/30 text-white transition-colors hover:bg-white/15';

export default function HeroSlider({ locale, slides, messages, ...scenes }: Props) {
  const t = createTranslate(messages, locale);
  const [slider] = useState(() => createSlider(slides.length));
  const index = useStore(slider.$index);
  const holds = useStore(slider.$holds);
  const [autoplay, setAutoplay] = useState(false);
  const stopped = holds.includes('button');
  const swipeFrom = useRef<number | null>(null);

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
        {slides.map((slide, i) => {
          const shown = i === index;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { n: i + 1, total: slides.length })}
              className={`absolute inset-0 transition-[opacity,visibility] duration-1000 ${shown ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              <div className="absolute inset-0 -z-10 [&_svg]:size-full">{scenes[`scene${i}`]}</div>
              <div
                className="absolute inset-0 -z-10 bg-linear-to-r from-ink/90 via-ink/70 to-ink/40 lg:via-ink/65 lg:to-ink/10"
                aria-hidden="true"
              ></div>
              <div className="shell flex h-full flex-col justify-center pb-24 pt-header-sm lg:pt-header">
                <h2 className="max-w-3xl text-[2rem] font-bold leading-tight sm:text-h1 lg:text-display">{slide.title}</h2>
                <p className="mt-6 max-w-2xl text-body text-brand-100 sm:text-lead">{slide.subtitle}</p>
                <a
                  href={slide.action.href}
                  className="mt-10 inline-flex w-fit items-center gap-2 rounded-card bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-300"
                >
                  {slide.action.label}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </a>
              </div>
            </div>
          );
        })}
      </div>
      <div className="shell absolute inset-x-0 bottom-8 flex items-center gap-3">
        <button type="button" className={control} aria-label={t('slider.previous')} onClick={slider.previous}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
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
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {autoplay && (
          <button
            type="button"
            className={control}
            aria-label={stopped ? t('slider.play') : t('slider.pause')}
            onClick={() => slider.hold('button', !stopped)}
          >
            {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
    </section>
  );
}
