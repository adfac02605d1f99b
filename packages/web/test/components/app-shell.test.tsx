import { act, screen, within } from '@testing-library/react';
import { AppLayout } from '../../src/app/app-layout';
import { Header } from '../../src/components/header';
import { GeneratorHeader } from '../../src/features/generator/generator-header';
import { Sidebar } from '../../src/features/generator/sidebar';
import i18n from '../../src/lib/i18n';
import { toast } from '../../src/lib/toast';
import { json, route } from '../support/fake-fetch';
import { publicConfig } from '../support/public-config';
import { renderWithApp } from '../support/render';

beforeEach(() => {
  route({ 'GET /api/config': () => json(publicConfig()) });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('app shell', () => {
  it('offers Login and Feedback once on the generator screen, not in both headers', () => {
    renderWithApp(
      <>
        <Header />
        <GeneratorHeader onReset={() => undefined} canReset={false} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Login' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Feedback' })).toHaveLength(1);
  });

  it('keeps the one language switch in the header, where a phone shows it too, and switching translates the page', async () => {
    const { user } = renderWithApp(<AppLayout />);

    const switches = screen.getAllByRole('combobox', { name: 'Language' });
    expect(switches).toHaveLength(1);
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' })).toBe(switches[0]);
    expect(switches[0].closest('.hidden')).toBeNull();

    await user.selectOptions(switches[0], 'zh');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('closes the phone sidebar with Escape', async () => {
    const onClose = jest.fn();
    const { user } = renderWithApp(<Sidebar open onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes a success toast after 3 s, so it does not sit over the controls', async () => {
    renderWithApp(<></>);
    act(() => {
      toast.success('Saved.');
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'notification timer' }).style.animationDuration).toBe('3000ms');
  });
});
