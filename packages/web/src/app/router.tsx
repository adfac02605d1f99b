import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AuthCallbackPage, AuthErrorPage } from '../features/auth';
import { BillingCancelPage, BillingSuccessPage } from '../features/billing';
import { DashboardPage } from '../features/dashboard';
import { GeneratorPage } from '../features/generator';
import { GuidePage } from '../features/guide';
import { ShowcasePage } from '../features/showcase';
import { SharedPrototypePage, StitchPage } from '../features/stitch';
import { AppLayout } from './app-layout';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<GeneratorPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="stitch" element={<StitchPage />} />
        <Route path="stitch/create" element={<StitchPage />} />
        <Route path="prototype/:token" element={<SharedPrototypePage />} />
        <Route path="guide" element={<GuidePage />} />
        <Route path="showcase" element={<ShowcasePage />} />
        <Route path="billing/success" element={<BillingSuccessPage />} />
        <Route path="billing/cancel" element={<BillingCancelPage />} />
        <Route path="auth/callback" element={<AuthCallbackPage />} />
        <Route path="auth/error" element={<AuthErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
