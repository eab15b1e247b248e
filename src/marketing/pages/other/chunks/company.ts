/** Chunk: pricing, about, press and contact sales. */
export { PricingPage } from '../pricing/PricingPage';
export { AboutPage } from '../company/AboutPage';
export { PressPage } from '../company/PressPage';
export { ContactSalesPage } from '../company/ContactSalesPage';
