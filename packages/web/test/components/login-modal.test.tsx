import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { loginModalAtom, tokenAtom, type LoginMode } from '../../src/features/auth/atoms';
import { LoginModal } from '../../src/features/auth/login-modal';
import { json, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';
import { publicConfig } from '../support/public-config';

function openLogin(mode: LoginMode = 'login') {
  const store = createStore();
  store.set(loginModalAtom, mode);
  return store;
}


const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const codeBox = () => screen.getByRole('textbox', { name: '6-digit code' });

beforeEach(() => {
  route({ 'GET /api/config': () => json(publicConfig()) });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('login modal', () => {
  it('signs in with an e-mail code: e-mail step, then code step', async () => {
    route({
      'POST /api/user/login': (request) => {
        const body = request.body as { code?: string };
        return body.code ? json({ token: 'tok-ada', user: { name: 'ada', email: 'ada@example.com', credit_balance: 5 } }) : json({ codeSent: true });
      },
    });
    const store = openLogin();
    const { user } = renderWithApp(<LoginModal />, { store });

    expect(screen.getByRole('dialog', { name: 'Log in to CUI' })).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();

    await user.type(emailBox(), ' Ada@Example.com {Enter}');

    expect(await screen.findByText(/We sent a 6-digit code to ada@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/the code is written to the server log/)).toBeInTheDocument();
    expect(requestsTo('POST /api/user/login')[0].body).toEqual({ email: 'ada@example.com', name: 'ada' });
    expect(codeBox()).toHaveFocus();

    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await user.type(codeBox(), '12a34');
    expect(codeBox()).toHaveValue('1234');
    expect(signIn).toBeDisabled();

    await user.type(codeBox(), '56{Enter}');

    expect(await screen.findByText('Welcome, ada! You are signed in.')).toBeInTheDocument();
    expect(requestsTo('POST /api/user/login')[1].body).toEqual({ email: 'ada@example.com', name: 'ada', code: '123456' });
    expect(store.get(tokenAtom)).toBe('tok-ada');
    expect(window.localStorage.getItem('token')).toBe('tok-ada');
    expect(store.get(loginModalAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not submit the code by itself at 6 digits: the user signs in with the button', async () => {
    route({
      'POST /api/user/login': (request) =>
        (request.body as { code?: string }).code ? json({ token: 'tok-ada', user: { name: 'ada', email: 'ada@example.com', credit_balance: 5 } }) : json({ codeSent: true }),
    });
    const { user, store } = renderWithApp(<LoginModal />, { store: openLogin() });
    await user.type(emailBox(), 'ada@example.com{Enter}');
    await screen.findByText(/We sent a 6-digit code/);

    await user.type(codeBox(), '123456');

    expect(codeBox()).toHaveValue('123456');
    expect(requestsTo('POST /api/user/login')).toHaveLength(1);
    expect(store.get(tokenAtom)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBe('tok-ada'));
    expect(requestsTo('POST /api/user/login')).toHaveLength(2);
  });

  it('rejects a malformed e-mail without calling the server', async () => {
    const { user } = renderWithApp(<LoginModal />, { store: openLogin() });

    await user.type(emailBox(), 'not-an-address{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(requestsTo('POST /api/user/login')).toHaveLength(0);
    expect(emailBox()).toHaveFocus();
  });

  it('shows the server message for a wrong code and stays signed out', async () => {
    // The modal logs the failure; keep the expected error out of the test output.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    route({
      'POST /api/user/login': (request) =>
        (request.body as { code?: string }).code ? json({ message: 'That code is not right.' }, 401) : json({ codeSent: true }),
    });
    const store = openLogin();
    const { user } = renderWithApp(<LoginModal />, { store });

    await user.type(emailBox(), 'ada@example.com{Enter}');
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(store.get(tokenAtom)).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('goes back to the e-mail step and can resend the code', async () => {
    route({ 'POST /api/user/login': () => json({ codeSent: true }) });
    const { user } = renderWithApp(<LoginModal />, { store: openLogin() });

    await user.type(emailBox(), 'ada@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(requestsTo('POST /api/user/login')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(emailBox()).toHaveValue('ada@example.com');
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('switches between log in and register, and offers Google only when the server has it', async () => {
    const { user } = renderWithApp(<LoginModal />, { store: openLogin() });
    await waitFor(() => expect(requestsTo('GET /api/config')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Create your CUI account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in to CUI' })).toBeInTheDocument();
  });

  it('enables Google sign-in when the server is set up for it', async () => {
    route({ 'GET /api/config': () => json(publicConfig({ google: { enabled: true, clientId: 'abc' }, mail: { delivery: 'smtp' } })) });
    renderWithApp(<LoginModal />, { store: openLogin() });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
  });

  it('closes on Escape', async () => {
    const store = openLogin();
    const { user } = renderWithApp(<LoginModal />, { store });
    await user.keyboard('{Escape}');
    expect(store.get(loginModalAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('promises premium credits only where plans are sold', async () => {
    renderWithApp(<LoginModal />, { store: openLogin() });
    await waitFor(() => expect(requestsTo('GET /api/config')).toHaveLength(1));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Premium users get 10x more credits.');
  });

  it('mentions premium credits on a server with Paddle', async () => {
    route({ 'GET /api/config': () => json(publicConfig({ billing: { paddle: { enabled: true, environment: 'sandbox', clientToken: 'tok' } } })) });
    renderWithApp(<LoginModal />, { store: openLogin() });
    expect(await screen.findByText('Premium users get 10x more credits.')).toBeInTheDocument();
  });
});
