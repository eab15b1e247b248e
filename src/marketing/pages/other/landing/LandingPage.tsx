import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { readAdParams } from '@/lib/adHeader';
import { landingPages } from '@/marketing/content/other/landing';
import { landingMeta } from '@/marketing/content/other/meta';
import type { LandingPageContent } from '@/marketing/content/other/types';
import { CtaBand } from '@/marketing/sections/CtaBand';
import { Hero } from '@/marketing/sections/Hero';
import { PillarTiles } from '@/marketing/sections/PillarTiles';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

const PARTNER_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/i;

/** The referring partner from /landing/:referPartner, when it is a plausible partner slug. */
function useReferPartner(): string | undefined {
  const { referPartner } = useParams();
  return referPartner && PARTNER_PATTERN.test(referPartner) ? referPartner.toLowerCase() : undefined;
}

function Landing({ page }: { page: LandingPageContent }) {
  const partner = useReferPartner();
  const [params] = useSearchParams();
  // Ad links may carry their own headline (H1) and sub-headline (H2), cleaned and length-limited.
  const ad = readAdParams(params);
  const meta = landingMeta(page.slug);
  useOtherPage(partner ? { ...meta, feature: `${meta.feature}-partner-${partner}` } : meta);
  return (
    <>
      <Hero
        hero={{ eyebrow: page.eyebrow, headline: ad.h1 ?? page.headline, subheadline: ad.h2 ?? page.subheadline, image: page.image }}
        intentKey={page.intent}
      />
      <PillarTiles pillars={page.points} />
      <CtaBand
        cta={{
          title: 'Start free, no card needed',
          body: 'Install an SDK or gateway plugin and see your first API calls in minutes.',
          intentKey: page.intent,
        }}
      />
    </>
  );
}

/** Builds the component of one landing route: '' is the index, otherwise a topic slug. */
function landingComponent(slug: string) {
  const page = landingPages.find((p) => p.slug === slug) ?? landingPages[0];
  const LandingRoute = () => <Landing page={page} />;
  LandingRoute.displayName = `Landing(${slug || 'index'})`;
  return LandingRoute;
}

/** Route components of /landing (and /landing/:referPartner), keyed by child slug ('' for the index). */
export const landingComponents: Record<string, ComponentType> = Object.fromEntries(
  landingPages.map((page) => [page.slug, landingComponent(page.slug)]),
);
