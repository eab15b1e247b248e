/**
 * The marketing forms and what each one asks for. With FORM_PROVIDER_URL set they are embedded from the hosted
 * form service; without it the built-in form posts to /api/forms/{kind}.
 */

/** The three forms of the site. */
export type FormKind = 'demo' | 'contact' | 'support';

/** Fields a form can ask for; every form asks for name and email. */
export interface FormFields {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** Per-form settings: the accessible title, which optional fields are required, labels and button text. */
export interface FormDefinition {
  kind: FormKind;
  /** Title of the hosted iframe and accessible name of the built-in form. */
  title: string;
  companyRequired: boolean;
  messageRequired: boolean;
  messageLabel: string;
  submitLabel: string;
}

/** The definitions of the three forms. */
export const FORM_DEFINITIONS: Record<FormKind, FormDefinition> = {
  demo: {
    kind: 'demo',
    title: 'Schedule a demo',
    companyRequired: true,
    messageRequired: false,
    messageLabel: 'What would you like to see? (optional)',
    submitLabel: 'Request a demo',
  },
  contact: {
    kind: 'contact',
    title: 'Contact sales',
    companyRequired: true,
    messageRequired: true,
    messageLabel: 'How can we help?',
    submitLabel: 'Contact sales',
  },
  support: {
    kind: 'support',
    title: 'Support request',
    companyRequired: false,
    messageRequired: true,
    messageLabel: 'Describe the problem',
    submitLabel: 'Send request',
  },
};

/** Where the hosted version of a form lives, or null when no form provider is configured. */
export function hostedFormUrl(kind: FormKind, providerUrl: string | undefined = process.env.FORM_PROVIDER_URL): string | null {
  if (!providerUrl) return null;
  try {
    const url = new URL(providerUrl);
    url.searchParams.set('form', kind);
    return url.toString();
  } catch {
    // A malformed setting falls back to the built-in form rather than an iframe that cannot load.
    return null;
  }
}
