import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppLayout } from '../../src/app/app-layout';
import { Header } from '../../src/components/header';
import { Logo } from '../../src/components/logo';
import { loginModalAtom } from '../../src/features/auth/atoms';
import { LoginModal } from '../../src/features/auth/login-modal';
import i18n from '../../src/lib/i18n';
import { account, billingRoutes, renderDashboard, signedIn } from '../support/billing-fixtures';
import { json, route } from '../support/fake-fetch';
import { publicConfig } from '../support/public-config';
import { renderWithApp } from '../support/render';

// Every word the visitor reads is in their language, and a count reads as a count does there.

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function speak(lng: string): Promise<void> {
  await act(() => i18n.changeLanguage(lng));
}

/** Latin words (not numbers, not the product's name) in a text that should be Chinese or Hindi. */
const englishWords = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !['CUI', 'Remix', 'Alt'].includes(word));

describe('plans in the visitor language', () => {
  it.each([
    ['zh', '免费版', '每月 5 积分'],
    ['hi', 'मुफ़्त', 'हर महीने 5 क्रेडिट'],
  ])('%s: My Plan names the free plan and its features in the language', async (lng, name, credits) => {
    await speak(lng);
    billingRoutes(account('free'));
    renderDashboard({ tab: 'myplan' });
    const card = await screen.findByTestId('my-plan');
    expect(screen.getByTestId('my-plan-name')).toHaveTextContent(name);
    expect(card).toHaveTextContent(credits);
    expect(englishWords(card.textContent ?? '')).toEqual([]);
  });

  it.each(['zh', 'hi'])('%s: the plan cards carry no English', async (lng) => {
    await speak(lng);
    billingRoutes(account('free'));
    renderDashboard({ tab: 'allplans' });
    const starter = await screen.findByTestId('plan-card-starter');
    expect(englishWords(starter.textContent ?? '')).toEqual([]);
    expect(englishWords(screen.getByTestId('free-plan-banner').textContent ?? '')).toEqual([]);
  });

  it('en: the features read as before, with the count of each plan', async () => {
    billingRoutes(account('free'));
    renderDashboard({ tab: 'allplans' });
    expect(await screen.findByTestId('plan-card-pro')).toHaveTextContent('200 credits a month');
    expect(screen.getByTestId('plan-card-pro')).toHaveTextContent('Every model and framework');
    expect(screen.getByTestId('plan-card-starter')).toHaveTextContent('Email support');
  });
});

describe('counts', () => {
  it.each([
    ['en', 1, '1 credit left. Open dashboard'],
    ['en', 4, '4 credits left. Open dashboard'],
    ['en', 0, '0 credits left. Open dashboard'],
    ['zh', 1, '剩余 1 积分，打开控制台'],
    ['hi', 1, '1 क्रेडिट बचा है। डैशबोर्ड खोलें'],
    ['hi', 3, '3 क्रेडिट बचे हैं। डैशबोर्ड खोलें'],
  ])('%s: the credits counter with %i reads "%s"', async (lng, balance, words) => {
    await speak(lng);
    billingRoutes(account('free', { balance }));
    renderWithApp(<Header />, { store: signedIn() });
    expect(await screen.findByRole('link', { name: words })).toHaveTextContent(String(balance));
  });

  it('a plan of one credit a month would say "1 credit"', async () => {
    billingRoutes(account('free'), {
      'GET /api/billing/usage': () => json({ used: 1, allowance: 1, period_start: '2026-11-24T00:00:00Z', period_end: '2026-12-24T00:00:00Z' }),
    });
    renderDashboard({ tab: 'myplan' });
    expect(await screen.findByTestId('usage-used')).toHaveTextContent('Used 1 of 1 credit');
    expect(screen.getByTestId('usage-used')).not.toHaveTextContent('credits');
  });
});

describe('the shell', () => {
  beforeEach(() => {
    route({ 'GET /api/config': () => json(publicConfig()) });
  });

  it.each([
    ['en', 'Notifications (Alt+T)'],
    ['zh', '通知（Alt+T）'],
    ['hi', 'सूचनाएँ (Alt+T)'],
  ])('%s: the notifications region is named "%s"', async (lng, name) => {
    await speak(lng);
    renderWithApp(<AppLayout />);
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('keeps the beta badge on one line (测试版 wrapped on a phone)', async () => {
    await speak('zh');
    renderWithApp(<Logo />);
    expect(screen.getByText('测试版')).toHaveClass('whitespace-nowrap');
  });

  it.each(['en', 'zh', 'hi'])('%s: the login dialog does not welcome a visitor back who may be new', async (lng) => {
    await speak(lng);
    const store = createStore();
    store.set(loginModalAtom, 'login');
    renderWithApp(<LoginModal />, { store });
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent(/Welcome back|欢迎回来|फिर से स्वागत/);
    // It says the one code works either way.
    expect(within(dialog).getByText(/e-mail code|邮箱验证码|ई-मेल कोड/)).toBeInTheDocument();
  });
});
