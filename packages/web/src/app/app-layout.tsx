import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Bounce, TOAST_AUTO_CLOSE_MS, ToastContainer } from '../lib/toast';
import { useTranslation } from 'react-i18next';
import { Header } from '../components/header';
import { AuthSync, LoginModal } from '../features/auth';
import { FeedbackDialog } from '../features/feedback';
import { SignOutClears } from './sign-out-clears';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50/60 text-zinc-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow-lg focus:ring-2 focus:ring-zinc-900"
      >
        {t('app.skipToContent')}
      </a>
      <AuthSync />
      <SignOutClears />
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        {/* Pages other than the home are fetched when first shown; the header stays while they arrive. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <LoginModal />
      <FeedbackDialog />
      <ToastContainer aria-label={t('app.notifications')} position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} draggablePercent={80} transition={Bounce} newestOnTop />
    </div>
  );
}
