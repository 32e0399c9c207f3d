import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $megaMenu,
  $overlay,
  $scrolled,
  closeAll,
  newsSearchHref,
  openMegaMenu,
  scheduleMegaClose,
  submitSearch,
  toggleOverlay,
  updateScrolled,
} from '~/stores/header';

beforeEach(() => closeAll());

describe('overlays', () => {
  it('toggle with their button and open one at a time', () => {
    toggleOverlay('search');
    expect($overlay.get()).toBe('search');
    toggleOverlay('language');
    expect($overlay.get()).toBe('language');
    toggleOverlay('language');
    expect($overlay.get()).toBeNull();
  });

  it('all close from the backdrop, mega-menu included', () => {
    toggleOverlay('mobile');
    closeAll();
    expect($overlay.get()).toBeNull();
    openMegaMenu('news');
    closeAll();
    expect($megaMenu.get()).toBeNull();
  });
});

describe('mega-menu close delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays open 150 ms after the pointer leaves, then closes', () => {
    openMegaMenu('products');
    scheduleMegaClose();
    vi.advanceTimersByTime(149);
    expect($megaMenu.get()).toBe('products');
    vi.advanceTimersByTime(1);
    expect($megaMenu.get()).toBeNull();
  });

  it('stays open when the pointer comes back in time', () => {
    openMegaMenu('solutions');
    scheduleMegaClose();
    vi.advanceTimersByTime(100);
    openMegaMenu('solutions');
    vi.advanceTimersByTime(500);
    expect($megaMenu.get()).toBe('solutions');
  });

  it('closes an open overlay when a mega-menu opens', () => {
    toggleOverlay('search');
    openMegaMenu('news');
    expect($overlay.get()).toBeNull();
  });
});

describe('scrolled flag', () => {
  it('is set once the offset is above 0', () => {
    updateScrolled(0);
    expect($scrolled.get()).toBe(false);
    updateScrolled(1);
    expect($scrolled.get()).toBe(true);
  });
});

describe('header search', () => {
  it('gives no target for blank text', () => {
    expect(newsSearchHref('', 'zh')).toBeNull();
    expect(newsSearchHref('   ', 'en')).toBeNull();
  });

  it('targets the news centre of the page language with the text encoded', () => {
    expect(newsSearchHref('碳 市场&CCER', 'zh')).toBe(`/news-center/?search=${encodeURIComponent('碳 市场&CCER')}`);
    expect(newsSearchHref(' green power ', 'en')).toBe('/en/news-center/?search=green%20power');
  });

  it('does nothing on blank text; otherwise closes and navigates', () => {
    const navigate = vi.fn();
    toggleOverlay('search');
    expect(submitSearch('  ', 'zh', navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect($overlay.get()).toBe('search');

    expect(submitSearch('绿证', 'zh', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`/news-center/?search=${encodeURIComponent('绿证')}`);
    expect($overlay.get()).toBeNull();
  });
});
