import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BanBanner } from '../ban-banner';
import { LoadingOverlay, Overlay } from '../loading-overlay';
import { MaintenanceScreen } from '../maintenance-screen';
import { Popup } from '@simrelay/ui';
import { RealtimeEffects } from '../../app/realtime-effects';
import { SessionEffects } from '../../app/session-effects';
import { CodeAlerts } from '../../features/alerts/code-alerts';
import { Footer } from './footer';
import { Header } from './header';

/** The shared layout: header, page, footer, and the app-wide overlays. */
export function MainLayout() {
  return (
    <div className="layout">
      <SessionEffects />
      <RealtimeEffects />
      <a href="#main" className="skip-link">
        ↓
      </a>
      <Header />
      <BanBanner />
      <main id="main" className="layout__main">
        <Suspense fallback={<Overlay />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CodeAlerts />
      <Popup />
      <LoadingOverlay />
      <MaintenanceScreen />
    </div>
  );
}
