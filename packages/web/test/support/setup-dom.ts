import '@testing-library/jest-dom';
import i18n from '../../src/lib/i18n';
import { resetFakeFetch } from './fake-fetch';

// Browser APIs jsdom lacks. Each answers the way a plain desktop browser with no extras would.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
Object.assign(window, { IntersectionObserver: NoopObserver, ResizeObserver: NoopObserver });
Element.prototype.scrollIntoView ??= () => undefined;
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  resetFakeFetch();
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
