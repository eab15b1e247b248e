import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Component as OAuthCallbackRoute } from '@/portal/features/partners/oauthCallbackRoute';
import { startPartnerOAuth } from '@/api/storedSession';
import { renderPartnerPage } from './partnerFixtures';

const TOKEN = 'partner-access-token-123';
let close: jest.SpyInstance;

/** What the first paint shows and has done: its markup, the stored token and the URL fragment at that moment. */
interface FirstPaint {
  html: string;
  storedToken: string | null;
  hash: string;
}

/**
 * Records the first paint of the tree it closes: layout effects run once the first render is in the DOM and before any
 * effect (React and Preact alike), so this sees the page before its effects stored anything.
 */
function FirstPaintProbe({ onPaint }: { onPaint: (paint: FirstPaint) => void }) {
  useLayoutEffect(() => {
    onPaint({ html: document.body.innerHTML, storedToken: window.localStorage.getItem('kong'), hash: window.location.hash });
  }, [onPaint]);
  return null;
}

beforeEach(() => {
  close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('oauth/:partner callback', () => {
  it('removes the fragment from the URL, in place, before it stores the token', () => {
    const historyLength = window.history.length;
    const hashWhenStored: string[] = [];
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      hashWhenStored.push(window.location.hash);
      setItem.call(this, key, value);
    });
    renderPartnerPage(`/oauth/kong#access_token=${TOKEN}&token_type=bearer`);

    expect(window.localStorage.getItem('kong')).toBe(TOKEN);
    expect(hashWhenStored).toEqual(['']);
    expect(window.location.href).toBe('http://localhost/oauth/kong');
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.history.length).toBe(historyLength);
  });

  it("says 'Thanks' and closes the window after 2 s", () => {
    jest.useFakeTimers();
    renderPartnerPage(`/oauth/kong#access_token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Thanks', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Segment integration added successfully.')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('confirms the Segment integration for the partner named segment (any case), storing under its lower-case name', () => {
    renderPartnerPage(`/oauth/Segment#access_token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Thanks' })).toBeInTheDocument();
    expect(screen.getByText('Segment integration added successfully.')).toBeInTheDocument();
    expect(window.localStorage.getItem('segment')).toBe(TOKEN);
  });

  it('asks whether the product was authorized when no token came back, and stays open', () => {
    jest.useFakeTimers();
    renderPartnerPage('/oauth/segment#error=access_denied');
    expect(screen.getByRole('heading', { name: 'Did you authorize the product to access your account?' })).toBeInTheDocument();
    expect(window.localStorage.getItem('segment')).toBeNull();
    expect(window.location.hash).toBe('');
    act(() => jest.advanceTimersByTime(5000));
    expect(close).not.toHaveBeenCalled();
  });

  it('asks the same when the page is opened without any fragment', () => {
    renderPartnerPage('/oauth/segment');
    expect(screen.getByRole('heading', { name: 'Did you authorize the product to access your account?' })).toBeInTheDocument();
  });

  it.each([
    ['a token answer', `/oauth/kong#access_token=${TOKEN}`],
    ['no answer', '/oauth/kong'],
    ['a name that is no partner', `/oauth/id_token#access_token=${TOKEN}`],
  ])('always offers a Close button that closes the window (%s)', async (_case, url) => {
    const user = userEvent.setup();
    renderPartnerPage(url);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('accepts the token only with the state this browser started the authorization with, once', () => {
    const state = startPartnerOAuth('kong');
    renderPartnerPage(`/oauth/kong#access_token=${TOKEN}&state=${state}`);
    expect(screen.getByRole('heading', { name: 'Thanks' })).toBeInTheDocument();
    expect(window.localStorage.getItem('kong')).toBe(TOKEN);
    expect(window.localStorage.getItem('oauth_state_kong')).toBeNull();
  });

  it('refuses a token whose state differs from the one started here, or that nobody here is waiting for', () => {
    startPartnerOAuth('kong');
    const { unmount } = renderPartnerPage(`/oauth/kong#access_token=${TOKEN}&state=forged`);
    expect(screen.getByRole('heading', { name: 'This authorization could not be verified' })).toBeInTheDocument();
    expect(window.localStorage.getItem('kong')).toBeNull();
    unmount();

    renderPartnerPage(`/oauth/kong#access_token=${TOKEN}&state=replayed`);
    expect(screen.getByRole('heading', { name: 'This authorization could not be verified' })).toBeInTheDocument();
    expect(window.localStorage.getItem('kong')).toBeNull();
  });

  it("never overwrites the app's own stored values with a partner token", () => {
    window.localStorage.setItem('id_token', 'the-identity-token');
    renderPartnerPage(`/oauth/id_token#access_token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Unknown partner' })).toBeInTheDocument();
    expect(window.localStorage.getItem('id_token')).toBe('the-identity-token');

    renderPartnerPage(`/oauth/profile#access_token=${TOKEN}`);
    expect(screen.getAllByRole('heading', { name: 'Unknown partner' })).toHaveLength(2);
    expect(window.localStorage.getItem('profile')).toBeNull();
  });

  it('says the connection was not saved when the browser refuses to store the token', () => {
    jest.useFakeTimers();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    renderPartnerPage(`/oauth/kong#access_token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'The connection could not be saved' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(close).not.toHaveBeenCalled();
  });

  it('shows a short waiting state before the answer is handled', () => {
    window.history.replaceState(null, '', `/oauth/kong#access_token=${TOKEN}`);
    const router = createMemoryRouter([{ path: '/oauth/:partner', Component: OAuthCallbackRoute }], { initialEntries: ['/oauth/kong'] });
    // The first paint, before any effect ran: the token is not stored yet.
    const paints: FirstPaint[] = [];
    render(
      <>
        <RouterProvider router={router} />
        <FirstPaintProbe onPaint={(paint) => paints.push(paint)} />
      </>,
    );
    expect(paints).toHaveLength(1);
    const [{ html, storedToken, hash }] = paints;
    expect(html).toContain('Waiting for the partner’s answer…');
    expect(html).toContain('>Close<');
    expect(html).not.toContain('Thanks');
    expect(storedToken).toBeNull();
    expect(hash).toBe('');
  });
});
