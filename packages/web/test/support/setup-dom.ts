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
// A download lets its blob URL go a moment after the click: that timer may fire after the test that
// stubbed these has put them back, so the environment has them as a browser does.
URL.createObjectURL ??= () => 'blob:jsdom';
URL.revokeObjectURL ??= () => undefined;
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
