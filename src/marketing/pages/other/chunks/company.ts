/** Chunk: pricing, about, press and contact sales. */
export { PricingPage } from '@/marketing/pages/other/pricing/PricingPage';
export { AboutPage } from '@/marketing/pages/other/company/AboutPage';
export { PressPage } from '@/marketing/pages/other/company/PressPage';
export { ContactSalesPage } from '@/marketing/pages/other/company/ContactSalesPage';
