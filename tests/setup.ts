/**
 * jsdom lacks the browser APIs Mantine and our counters use; these stand-ins
 * behave like a large screen where everything is visible at once.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Reports every observed element as on screen, straight away. */
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const bounds = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      isIntersecting: true,
      target,
      intersectionRatio: 1,
      boundingClientRect: bounds,
      intersectionRect: bounds,
      rootBounds: null,
      time: 0,
    };
    this.callback([entry], this);
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function matchMediaStub(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: () => false,
  };
}

// Server tests run in Node (no window): nothing to furnish there.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });
  Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });
  window.ResizeObserver = ResizeObserverStub;
  window.IntersectionObserver = IntersectionObserverStub;
  Element.prototype.scrollIntoView = vi.fn<Element['scrollIntoView']>();
  Object.defineProperty(Element.prototype, 'scrollTo', { writable: true, value: vi.fn() });
}
