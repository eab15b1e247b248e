/**
 * The SEO registry: every concrete marketing URL with its title and meta description. Pure data, also imported
 * by the server (it answers 404 for paths that are neither here nor an app route pattern, and injects the
 * head tags). Each page family keeps its list in seo/pages/<family>.ts; add a new family's array below.
 */
import type { PageMeta } from '@/marketing/content/types';
import { contentPages } from '@/marketing/seo/pages/content';
import { otherPages } from '@/marketing/seo/pages/other';

/** Every concrete marketing URL (path, title, description). */
export const marketingPages: PageMeta[] = [...contentPages, ...otherPages];
