import { Outlet, useLocation } from 'react-router-dom';
import { hidesLandingChrome, isBarePath } from '@/app/paths';
import { DemoDialogProvider } from '@/marketing/dialogs/DemoDialogProvider';
import { useFocusMode } from '@/marketing/shared/useFocusMode';
import { AcquisitionBanner } from './AcquisitionBanner';
import { useBannerDismissal } from './useBannerDismissal';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './MarketingLayout.css';

/**
 * The public site's shell. Rules (SPEC section 2, "Landing shell"):
 * - paths containing "plugin" render bare (page only);
 * - /wrap and /public/ paths never show the landing header or footer;
 * - focus mode (/landing/ in the path or landing=win) hides the banner, menus and footer links;
 * - the announcement banner shows until dismissed.
 */
export function MarketingLayout() {
  const { pathname } = useLocation();
  const focusMode = useFocusMode();
  const banner = useBannerDismissal();
  const bare = isBarePath(pathname) || hidesLandingChrome(pathname);

  return (
    <DemoDialogProvider>
      {bare ? (
        <Outlet />
      ) : (
        <div className={['marketing-layout', focusMode ? 'marketing-layout--focus' : ''].filter(Boolean).join(' ')}>
          <a className="marketing-layout__skip-link" href="#main-content">
            Skip to content
          </a>
          {focusMode || banner.dismissed ? null : <AcquisitionBanner onDismiss={banner.dismiss} />}
          <SiteHeader focusMode={focusMode} />
          <main id="main-content" className="marketing-layout__main" tabIndex={-1}>
            <Outlet />
          </main>
          <SiteFooter focusMode={focusMode} />
        </div>
      )}
    </DemoDialogProvider>
  );
}
