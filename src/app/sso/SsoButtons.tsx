import { useEffect, useState } from 'react';
import type { SsoProvider } from '@/api/sso';
import { ButtonLink } from '@/components/Button';
import './SsoButtons.css';

/** A provider with the URL that starts its sign-in. */
type ProviderLink = SsoProvider & { start: string };

/** The provider list call (and the API client under it) loads with the buttons, not with the page's first download. */
async function loadProviders(): Promise<ProviderLink[]> {
  try {
    const { requestSsoProviders, ssoStartPath } = await import('@/api/sso');
    const result = await requestSsoProviders();
    return result.error || !result.response ? [] : result.response.data.providers.map((p) => ({ ...p, start: ssoStartPath(p.id) }));
  } catch {
    return [];
  }
}

/** Props of {@link SsoButtons}. */
export interface SsoButtonsProps {
  /** Says what the buttons do, e.g. 'Or log in with' (shown above them). */
  label: string;
}

/**
 * "Continue with {provider}" for every configured single sign-on provider, each a full page load of the server's
 * start URL (which redirects to the provider). Renders nothing when none is configured or the list cannot be read.
 */
export function SsoButtons({ label }: SsoButtonsProps) {
  const [providers, setProviders] = useState<ProviderLink[]>([]);

  useEffect(() => {
    let current = true;
    void loadProviders().then((list) => {
      if (current) setProviders(list);
    });
    return () => {
      current = false;
    };
  }, []);

  if (providers.length === 0) return null;
  return (
    <nav className="sso-buttons" aria-label="Single sign-on">
      <p className="sso-buttons__label">{label}</p>
      <ul className="sso-buttons__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <ButtonLink to={provider.start} reloadDocument variant="secondary" size="large" className="sso-buttons__button">
              Continue with {provider.name}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
