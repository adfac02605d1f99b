import { screen } from '@testing-library/react';
import { BillingCancelPage } from '../../src/features/billing/billing-cancel-page';
import { BillingSuccessPage } from '../../src/features/billing/billing-success-page';
import { currentPath, renderWithApp } from '../support/render';

describe('payment result pages', () => {
  it('success logs the session id only and leads to the dashboard', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { user } = renderWithApp(<BillingSuccessPage />, { route: '/billing/success?session_id=sess_42' });
      expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
      expect(info).toHaveBeenCalledWith(expect.any(String), 'sess_42');
      await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
      expect(currentPath()).toBe('/dashboard');
    } finally {
      info.mockRestore();
    }
  });

  it('cancel says nothing changed and leads to the dashboard', async () => {
    const { user } = renderWithApp(<BillingCancelPage />, { route: '/billing/cancel' });
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByText(/Your subscription has not changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(currentPath()).toBe('/dashboard');
  });
});
