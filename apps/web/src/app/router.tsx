import { createBrowserRouter, RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { Overlay } from '../components/loading-overlay';
import { MainLayout } from '../components/layout/main-layout';
import { RouteError } from '../components/layout/route-error';
import { NotFoundPage } from '../components/not-found-page';
import { GuestOnly, RequireAuth } from './guards';

/** A route whose page loads on first visit; `name` is the module's named export. */
function page<M extends Record<string, unknown>>(path: string, load: () => Promise<M>, name: keyof M & string): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

const content = {
  home: () => import('../features/content/routes/home-page'),
  about: () => import('../features/content/routes/about-page'),
  faq: () => import('../features/content/routes/faq-page'),
  sms: () => import('../features/content/routes/sms-verification-page'),
  rent: () => import('../features/content/routes/rent-page'),
  terms: () => import('../features/content/routes/terms-page'),
  privacy: () => import('../features/content/routes/privacy-page'),
  refund: () => import('../features/content/routes/refund-page'),
  partnership: () => import('../features/content/routes/partnership-page'),
  contacts: () => import('../features/content/routes/contacts-page'),
  documentation: () => import('../features/content/routes/documentation-page'),
};
const auth = {
  register: () => import('../features/auth/routes/register-page'),
  registerSuccess: () => import('../features/auth/routes/register-success-page'),
  login: () => import('../features/auth/routes/login-page'),
  resetRequest: () => import('../features/auth/routes/reset-request-page'),
  restore: () => import('../features/auth/routes/restore-page'),
  restoreSuccess: () => import('../features/auth/routes/restore-success-page'),
  verifyEmail: () => import('../features/auth/routes/verify-email-page'),
};
const profile = () => import('../features/profile/routes/profile-pages');
const payment = () => import('../features/payment/routes/payment-pages');

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazy page of a visit loads.
    HydrateFallback: Overlay,
    children: [
      page(paths.home.path, content.home, 'HomePage'),
      page(paths.about.path, content.about, 'AboutPage'),
      page(paths.faq.path, content.faq, 'FaqPage'),
      page(paths.smsVerification.path, content.sms, 'SmsVerificationPage'),
      page(paths.rent.path, content.rent, 'RentPage'),
      page(paths.terms.path, content.terms, 'TermsPage'),
      page(paths.privacy.path, content.privacy, 'PrivacyPage'),
      page(paths.refund.path, content.refund, 'RefundPage'),
      page(paths.partnership.path, content.partnership, 'PartnershipPage'),
      page(paths.contacts.path, content.contacts, 'ContactsPage'),
      page(paths.documentation.path, content.documentation, 'DocumentationPage'),
      page(paths.verifyEmail.path, auth.verifyEmail, 'VerifyEmailPage'),
      page(paths.registerSuccess.path, auth.registerSuccess, 'RegisterSuccessPage'),
      {
        element: <GuestOnly />,
        children: [
          page(paths.register.path, auth.register, 'RegisterPage'),
          page(paths.login.path, auth.login, 'LoginPage'),
          page(paths.resetRequest.path, auth.resetRequest, 'ResetRequestPage'),
          page(paths.restore.path, auth.restore, 'RestorePage'),
          page(paths.restoreWithKey.path, auth.restore, 'RestorePage'),
          page(paths.restoreSuccess.path, auth.restoreSuccess, 'RestoreSuccessPage'),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await profile()).ProfileLayout }),
            children: [
              page(paths.profileBalance.path, profile, 'BalancePage'),
              page(paths.profileApi.path, profile, 'ApiPage'),
              page(paths.profileOtp.path, profile, 'OtpPage'),
              page(paths.profileRental.path, profile, 'RentalPage'),
              page(paths.profileHistory.path, profile, 'HistoryPage'),
            ],
          },
          page(paths.payment.path, payment, 'PaymentPage'),
          page(paths.payeer.path, payment, 'PayeerPage'),
          page(paths.payeerSum.path, payment, 'PayeerPage'),
          page(paths.paymentSuccess.path, payment, 'PaymentSuccessPage'),
          page(paths.paymentFail.path, payment, 'PaymentFailPage'),
          page(paths.crypto.path, payment, 'CryptoPage'),
          page(paths.paymentSandbox.path, payment, 'SandboxPaymentPage'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
