import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlider } from '~/stores/slider';

describe('hero slider store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on every 5 s and wraps after the last slide', () => {
    const slider = createSlider(4);
    slider.start(true);
    vi.advanceTimersByTime(4999);
    expect(slider.$index.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(slider.$index.get()).toBe(1);
    vi.advanceTimersByTime(3 * 5000);
    expect(slider.$index.get()).toBe(0);
  });

  it('stands still while anything holds it and restarts a full interval when released', () => {
    const slider = createSlider(4);
    slider.start(true);
    slider.hold('hover', true);
    slider.hold('focus', true);
    vi.advanceTimersByTime(20_000);
    slider.hold('hover', false);
    vi.advanceTimersByTime(20_000);
    expect(slider.$index.get()).toBe(0);
    slider.hold('focus', false);
    vi.advanceTimersByTime(4999);
    expect(slider.$index.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(slider.$index.get()).toBe(1);
  });

  it('jumps to a slide, steps both ways, and never moves by itself without autoplay', () => {
    const slider = createSlider(4);
    slider.start(false);
    slider.go(2);
    slider.previous();
    expect(slider.$index.get()).toBe(1);
    slider.go(0);
    slider.previous();
    expect(slider.$index.get()).toBe(3);
    slider.next();
    expect(slider.$index.get()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(slider.$index.get()).toBe(0);
  });
});
