import { act, render, screen } from '@testing-library/react';
import { Modal, MODAL_FADE_IN_DELAY_MS, MODAL_FADE_OUT_MS } from '../../src/components/modal';
import '../../src/lib/i18n';

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function dialog(open: boolean) {
    return <Modal open={open} onClose={() => {}} title="Unpublish" testId="d"><button type="button">Confirm</button></Modal>;
  }

  it('takes pointer events from the moment it opens, before its fade-in has started', () => {
    render(dialog(true));
    const panel = screen.getByTestId('d');
    expect(panel.className).not.toContain('pointer-events-none');
    act(() => jest.advanceTimersByTime(MODAL_FADE_IN_DELAY_MS));
    expect(panel.className).not.toContain('pointer-events-none');
  });

  it('lets the pointer through while it fades out, then unmounts', () => {
    const { rerender } = render(dialog(true));
    act(() => jest.advanceTimersByTime(MODAL_FADE_IN_DELAY_MS));
    rerender(dialog(false));
    expect(screen.getByTestId('d').className).toContain('pointer-events-none');
    act(() => jest.advanceTimersByTime(MODAL_FADE_OUT_MS));
    expect(screen.queryByTestId('d')).toBeNull();
  });
});
