import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { AuthErrorPage } from '../features/auth/auth-error-page';
import { BillingCancelPage } from '../features/billing/billing-cancel-page';
import { BillingSuccessPage } from '../features/billing/billing-success-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { GeneratorPage } from '../features/generator/generator-page';
import { StitchPage } from '../features/stitch/stitch-page';
import { AppLayout } from './app-layout';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<GeneratorPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="stitch" element={<StitchPage />} />
        <Route path="stitch/create" element={<StitchPage />} />
        <Route path="billing/success" element={<BillingSuccessPage />} />
        <Route path="billing/cancel" element={<BillingCancelPage />} />
        <Route path="auth/callback" element={<AuthCallbackPage />} />
        <Route path="auth/error" element={<AuthErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
