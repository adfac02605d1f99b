import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, billingRoutes, renderDashboard } from '../support/billing-fixtures';
import { json, requestsTo } from '../support/fake-fetch';
import { currentPath } from '../support/render';

const AVATAR = '/api/user/avatars/0b5c3a52-5c1e-4f0e-9d4c-2a7c1f3e9b10';

describe('Edit profile', () => {
  it('keeps the picture input across a name change: a file chosen as the saved name arrives is still uploaded', async () => {
    const me: Record<string, unknown> = { ...account(), avatar_url: null };
    billingRoutes(() => json(me), {
      'GET /api/user/me': () => json(me),
      'PATCH /api/user/profile': (req) => {
        me.name = (req.body as { name: string }).name;
        return json({ name: me.name, avatar_url: me.avatar_url });
      },
      'PUT /api/user/avatar': () => {
        me.avatar_url = AVATAR;
        return json({ name: me.name, avatar_url: AVATAR });
      },
    });
    const user = userEvent.setup();
    renderDashboard({ tab: 'profile' });
    const input = await screen.findByTestId('avatar-input');
    const name = screen.getByTestId('profile-name-input');
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.click(screen.getByTestId('profile-name-save'));
    await waitFor(() => expect(requestsTo('GET /api/user/me').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByTestId('profile-name-save')).toBeDisabled());
    expect(requestsTo('PATCH /api/user/profile').map((r) => r.body)).toEqual([{ name: 'Grace Hopper' }]);
    expect(name).toHaveValue('Grace Hopper');

    // The element the user's file goes to is the one on the page, not one replaced meanwhile.
    expect(input.isConnected).toBe(true);
    await user.upload(input as HTMLInputElement, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(requestsTo('PUT /api/user/avatar')).toHaveLength(1));
    expect(requestsTo('PUT /api/user/avatar')[0].body).toEqual({ image: 'iVBORw==' });
    expect(await screen.findByTestId('profile-avatar')).toHaveAttribute('src', AVATAR);
  });

  it('shows the server’s refusal of a picture in the UI’s words and keeps the initial', async () => {
    billingRoutes({ ...account(), avatar_url: null }, { 'PUT /api/user/avatar': () => json({ code: 'avatar_invalid', message: 'nope' }, 400) });
    const user = userEvent.setup();
    renderDashboard({ tab: 'profile' });
    await user.upload(await screen.findByTestId('avatar-input'), new File(['<svg/>'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('That file is not a picture we can use. Choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar').tagName).toBe('SPAN');
  });
});

describe('Manage account', () => {
  it('deletes only once the e-mail is typed (case aside), then signs the tab out', async () => {
    billingRoutes({ ...account(), avatar_url: null }, {
      'DELETE /api/user/account': () => json({ deleted: true, sites_unpublished: 0, subscription: 'none' }),
      'POST /api/user/logout': () => json({ code: 'session_expired', message: 'gone' }, 401),
    });
    const user = userEvent.setup();
    renderDashboard({ tab: 'account' });
    await user.click(await screen.findByTestId('delete-account'));
    const confirm = await screen.findByTestId('delete-account-confirm');
    const typed = screen.getByTestId('delete-account-confirm-input');
    await user.type(typed, 'ada@example.org');
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'ADA@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requestsTo('DELETE /api/user/account').map((r) => r.body)).toEqual([{ confirm: 'ADA@example.com' }]);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('tells the user to cancel a subscription the server could not cancel', async () => {
    billingRoutes({ ...account('pro'), avatar_url: null }, {
      'DELETE /api/user/account': () => json({ deleted: true, sites_unpublished: 0, subscription: 'not_cancelled' }),
      'POST /api/user/logout': () => json({ code: 'session_expired', message: 'gone' }, 401),
    });
    const user = userEvent.setup();
    renderDashboard({ tab: 'account' });
    await user.click(await screen.findByTestId('delete-account'));
    expect(await screen.findByText('Your paid subscription is cancelled at once; nothing more is charged.')).toBeInTheDocument();
    await user.type(screen.getByTestId('delete-account-confirm-input'), 'ada@example.com');
    await user.click(screen.getByTestId('delete-account-confirm'));
    expect(await screen.findByText(/could not be cancelled from here/)).toBeInTheDocument();
  });
});
