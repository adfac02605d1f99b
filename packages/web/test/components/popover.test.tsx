import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { Popover } from '../../src/components/popover';
import { renderWithApp } from '../support/render';

function Anchored() {
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchor} type="button">
        Image mode
      </button>
      <Popover open onClose={() => undefined} anchorRef={anchor} placement="top" className="w-72" role="menu">
        <p>needs a model</p>
      </Popover>
    </>
  );
}

describe('popover', () => {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
  const innerWidth = window.innerWidth;

  beforeEach(() => {
    // A 390 px phone, a 288 px panel, its button near the right edge (jsdom lays nothing out).
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 288 });
    jest.spyOn(HTMLButtonElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(272, 480, 36, 36));
  });

  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', width);
    jest.restoreAllMocks();
  });

  it('stays on a phone screen when its button is near the right edge', () => {
    renderWithApp(<Anchored />);
    const panel = screen.getByRole('menu');
    const left = parseFloat(panel.style.left);
    expect(left).toBeGreaterThanOrEqual(8);
    expect(left + 288).toBeLessThanOrEqual(390 - 8);
  });
});
