import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@/app/lazyRoute';
import { retryImport } from '@/lib/chunkLoad/retryImport';
import { loadComparePage } from '@/marketing/content/compare/loaders';
import { loadFeaturePage } from '@/marketing/content/features/loaders';
import { loadSolutionPage } from '@/marketing/content/solutions/loaders';
import { otherPageRoutes } from '@/marketing/pages/other/routes';

/**
 * Every public marketing route, rendered inside the marketing layout (header, banner, footer).
 *
 * How to add a page family:
 *  1. Create a route module that exports `Component` (the page), e.g. src/marketing/pages/press/route.tsx.
 *  2. Add one entry to the family's block below with `lazy: lazyRoute(() => import('./pages/press/route'))`.
 *     Each import() is its own chunk, so keep one module per family (it may render several paths).
 *  3. Paths are relative (no leading slash): the layout route owns '/'.
 *  4. Add every concrete URL to the SEO registry (src/marketing/seo/registry.ts).
 */

/** Home page (marketing shell). */
const homeRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import('@/marketing/home/route')) },
];

/**
 * Content pages: features, solutions, industries, enterprise, comparison guides (one chunk per family). The feature,
 * solution and comparison pages fetch only their own copy (useLoaderData): their loaders are declared here, outside
 * the lazy modules, so react-router fetches the copy and the page's code at the same time.
 */
const contentRoutes: RouteObject[] = [
  // /features and any /features/{type}: unknown types show the API analytics page.
  {
    path: 'features/:type?',
    loader: ({ params }) => retryImport(() => loadFeaturePage(params.type)),
    lazy: lazyRoute(() => import('@/marketing/pages/FeaturePage')),
  },
  {
    path: 'solutions/:name',
    loader: ({ params }) => retryImport(() => loadSolutionPage(params.name)),
    lazy: lazyRoute(() => import('@/marketing/pages/SolutionPage')),
  },
  { path: 'industries/:name', lazy: lazyRoute(() => import('@/marketing/pages/IndustryPage')) },
  { path: 'enterprise/:name', lazy: lazyRoute(() => import('@/marketing/pages/EnterprisePage')) },
  { path: 'comparison-guide', lazy: lazyRoute(() => import('@/marketing/pages/ComparisonGuidePage')) },
  {
    path: 'compare-to/:company',
    loader: ({ params }) => retryImport(() => loadComparePage(params.company)),
    lazy: lazyRoute(() => import('@/marketing/pages/ComparePage')),
  },
];

/** Other pages: case studies, extensions, implementation, price, about, press, legal, signup, status, plugins, contact, landing. */
const otherRoutes: RouteObject[] = otherPageRoutes;

/** The marketing route table, consumed by src/app/router.tsx under the marketing layout. */
export const marketingRoutes: RouteObject[] = [...homeRoutes, ...contentRoutes, ...otherRoutes];
