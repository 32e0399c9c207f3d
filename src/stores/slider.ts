// The hero slider's state and timing, apart from its markup: which slide shows,
// what holds it (pointer over it, focus inside it, the pause button), and the
// timer that moves on every 5 s while nothing holds it.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { SLIDER } from '~/config/news';

export type Hold = 'hover' | 'focus' | 'button';

export interface Slider {
  $index: ReadableAtom<number>;
  /** The visitor paused it with the button. */
  $stopped: ReadableAtom<boolean>;
  /** Something holds it (or it never moves by itself): screen readers may follow each change. */
  $still: ReadableAtom<boolean>;
  go(index: number): void;
  next(): void;
  previous(): void;
  hold(reason: Hold, on: boolean): void;
  /** Starts the timer; without autoplay (reduced motion) slides change only when asked. */
  start(autoplay: boolean): void;
  stop(): void;
}

export function createSlider(count: number, intervalMs: number = SLIDER.intervalMs): Slider {
  const $index = atom(0);
  const $holds = atom<readonly Hold[]>([]);
  const $autoplay = atom(false);
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Every change of slide or of what holds it starts a full interval again.
  const schedule = () => {
    clearTimeout(timer);
    if ($autoplay.get() && $holds.get().length === 0) timer = setTimeout(() => go($index.get() + 1), intervalMs);
  };
  const go = (index: number) => {
    $index.set(((index % count) + count) % count);
    schedule();
  };

  return {
    $index,
    $stopped: computed($holds, (holds) => holds.includes('button')),
    $still: computed([$holds, $autoplay], (holds, autoplay) => !autoplay || holds.length > 0),
    go,
    next: () => go($index.get() + 1),
    previous: () => go($index.get() - 1),
    hold(reason, on) {
      const others = $holds.get().filter((held) => held !== reason);
      $holds.set(on ? [...others, reason] : others);
      schedule();
    },
    start(autoplay) {
      $autoplay.set(autoplay);
      schedule();
    },
    stop() {
      clearTimeout(timer);
      $autoplay.set(false);
    },
  };
}
