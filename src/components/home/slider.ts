// The hero slider's state and timing, apart from its markup (HeroSlider.astro):
// which slide shows, what holds it (pointer over it, focus inside it, the pause
// button), and the timer that moves on every 5 s while nothing holds it. No store
// library: the slider's script runs at load, before the islands' runtime arrives.
import { SLIDER } from '~/config/news';

export type Hold = 'hover' | 'focus' | 'button';

export interface Slider {
  index(): number;
  /** What holds it now. */
  holds(): readonly Hold[];
  go(index: number): void;
  next(): void;
  previous(): void;
  hold(reason: Hold, on: boolean): void;
  /** Starts the timer; without autoplay (reduced motion) slides change only when asked. */
  start(autoplay: boolean): void;
  stop(): void;
}

/** `changed` is called after every change of slide or of what holds it. */
export function createSlider(count: number, changed: () => void = () => {}, intervalMs: number = SLIDER.intervalMs): Slider {
  let index = 0;
  let holds: readonly Hold[] = [];
  let autoplay = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Every change of slide or of what holds it starts a full interval again.
  const schedule = () => {
    clearTimeout(timer);
    if (autoplay && holds.length === 0) timer = setTimeout(() => go(index + 1), intervalMs);
    changed();
  };
  const go = (to: number) => {
    index = ((to % count) + count) % count;
    schedule();
  };

  return {
    index: () => index,
    holds: () => holds,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    hold(reason, on) {
      const others = holds.filter((held) => held !== reason);
      holds = on ? [...others, reason] : others;
      schedule();
    },
    start(moves) {
      autoplay = moves;
      schedule();
    },
    stop() {
      clearTimeout(timer);
      autoplay = false;
    },
  };
}
