import { useLocation } from 'react-router-dom';
import { readAdParams } from '@/lib/adHeader';
import { useDocumentMeta } from '@/marketing/seo/useDocumentMeta';
import { useFocusMode } from '@/marketing/shared/useFocusMode';
import { useHashScroll } from '@/marketing/shared/useHashScroll';
import { useLandingViewed } from '@/marketing/shared/useLandingViewed';
import { BelowTheFold } from './BelowTheFold';
import { HomeHero } from './HomeHero';
import { LogoMarquee } from './LogoMarquee';
import { useHomeIntent } from './useHomeIntent';

/** Title, description and canonical path of the home page. */
export const homeMeta = {
  path: '/',
  title: 'Apiscope — API analytics, monitoring and usage-based billing',
  description:
    'Apiscope gives API and AI product teams analytics, logs, monitoring and alerts, dashboards and usage-based billing in one platform.',
};

/**
 * The marketing home page. Reads `intent` (headline and subtitle), ad parameters (H1, H2, integration, language,
 * billing: headline, subtitle, showcase and install tab) and the hash (scrolls to it once it is there). In focus
 * mode the quick-install section is left out. The hero and the logo marquee come with the page; the sections below
 * them arrive as the visitor nears them (`BelowTheFold`).
 */
export function HomePage() {
  const { search } = useLocation();
  const focusMode = useFocusMode();
  const intent = useHomeIntent(search);
  const ad = readAdParams(search);
  useDocumentMeta(homeMeta);
  useLandingViewed('home');
  useHashScroll();

  return (
    <div className="home">
      <HomeHero intent={intent} ad={ad} />
      <LogoMarquee />
      <BelowTheFold ad={ad} focusMode={focusMode} />
    </div>
  );
}
