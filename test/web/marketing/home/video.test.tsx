import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { productTour } from '@/marketing/content/homeSections';
import { ProductTour } from '@/marketing/home/ProductTour';
import { isSafariUserAgent, Video } from '@/marketing/shared/Video';

expect.extend(toHaveNoViolations);

const AGENTS = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/124.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

const clip = { videoUrl: '/videos/tour.webm', safariVideoUrl: '/videos/tour.mp4', previewImage: '/videos/tour.jpg', title: 'Product tour' };

function useUserAgent(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const video = () => screen.getByLabelText('Product tour') as HTMLVideoElement;

beforeEach(() => {
  preferReducedMotion(false);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Safari detection', () => {
  it('recognises Safari on macOS and iOS', () => {
    expect(isSafariUserAgent(AGENTS.safariMac)).toBe(true);
    expect(isSafariUserAgent(AGENTS.safariIphone)).toBe(true);
  });

  it('does not take Chrome, Chromium, Android or Firefox for Safari', () => {
    for (const agent of [AGENTS.chrome, AGENTS.chromium, AGENTS.android, AGENTS.firefox]) {
      expect(isSafariUserAgent(agent)).toBe(false);
    }
  });
});

describe('Video', () => {
  it('plays safariVideoUrl in Safari', () => {
    useUserAgent(AGENTS.safariMac);
    render(<Video {...clip} />);
    expect(video()).toHaveAttribute('src', '/videos/tour.mp4');
  });

  it('plays videoUrl everywhere else, and in Safari when there is no Safari clip', () => {
    useUserAgent(AGENTS.chrome);
    const { unmount } = render(<Video {...clip} />);
    expect(video()).toHaveAttribute('src', '/videos/tour.webm');
    unmount();
    useUserAgent(AGENTS.safariMac);
    render(<Video videoUrl="/videos/tour.webm" title="Product tour" />);
    expect(video()).toHaveAttribute('src', '/videos/tour.webm');
  });

  it('requires videoUrl', () => {
    // @ts-expect-error videoUrl is a required prop
    const element = <Video title="Product tour" />;
    expect(element.props).not.toHaveProperty('videoUrl');
  });

  it('autoplays muted on a loop, inline, loading nothing up front, at 1200x650 with its poster', () => {
    render(<Video {...clip} />);
    const media = video();
    expect(media).toHaveAttribute('autoplay');
    expect(media).toHaveAttribute('loop');
    expect(media.muted).toBe(true);
    expect(media).toHaveAttribute('playsinline');
    expect(media).toHaveAttribute('preload', 'none');
    expect(media).toHaveAttribute('width', '1200');
    expect(media).toHaveAttribute('height', '650');
    expect(media).toHaveAttribute('poster', '/videos/tour.jpg');
    expect(media).toHaveAttribute('aria-label', 'Product tour');
  });

  it('pauses and resumes with its button', async () => {
    const user = userEvent.setup();
    render(<Video {...clip} />);
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('shows Play again when the browser refuses to play', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    const user = userEvent.setup();
    render(<Video {...clip} />);
    await user.click(screen.getByRole('button', { name: 'Pause video' }));
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('keeps its button in step with the video element', () => {
    render(<Video {...clip} />);
    fireEvent.pause(video());
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    fireEvent.play(video());
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('does not autoplay for visitors who prefer reduced motion, but can be started', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    render(<Video {...clip} />);
    expect(video()).not.toHaveAttribute('autoplay');
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Video {...clip} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('product tour section', () => {
  it('shows the clip under an honest heading, with an accessible name', async () => {
    const { container } = render(<ProductTour />);
    expect(screen.getByRole('region', { name: 'A quick look at Apiscope' })).toBeInTheDocument();
    expect(screen.getByLabelText(productTour.videoTitle)).toHaveAttribute('src', productTour.videoUrl);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('points at clip and poster files that exist and stay under 600 KB', () => {
    for (const url of [productTour.videoUrl, productTour.safariVideoUrl, productTour.previewImage]) {
      const file = join(__dirname, '../../../../public', url);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(600 * 1024);
    }
  });
});
