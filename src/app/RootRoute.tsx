import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';
import { setNavigator } from '@/app/store/navigator';

/**
 * The top route: logs a page view on every path change (the analytics module skips moves between two dash,
 * two search or two usersearch pages) and lets code outside React (error policy, login, logout) navigate
 * through the router instead of reloading the page. New pages start at the top; back and forward restore the
 * previous scroll position.
 */
export function RootRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    setNavigator((path) => {
      void navigateRef.current(path);
    });
    return () => setNavigator(null);
  }, []);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
