import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './useMediaQuery';
import './Video.css';

/** Props of {@link Video}. */
export interface VideoProps {
  /** The clip every browser but Safari plays (e.g. VP9 WebM). */
  videoUrl: string;
  /** A clip Safari plays instead (e.g. H.264 MP4); without it Safari gets videoUrl too. */
  safariVideoUrl?: string;
  /** Poster shown before the clip plays and while it is paused with nothing loaded. */
  previewImage?: string;
  /** What the clip shows; the video's accessible name. */
  title: string;
}

/** Whether a user-agent string is Safari's: it names Safari but not Chrome, Chromium or Android. */
export function isSafariUserAgent(userAgent: string): boolean {
  return /Safari\//i.test(userAgent) && !/Chrome|Chromium|Android/i.test(userAgent);
}

/**
 * A silent product clip, 1200x650 and scaled to its column: autoplays muted on a loop and loads nothing before
 * that. A button pauses and resumes it (WCAG 2.2.2). Visitors who prefer reduced motion see the poster and
 * start the clip themselves.
 */
export function Video({ videoUrl, safariVideoUrl, previewImage, title }: VideoProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(!reducedMotion);
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const src = safariVideoUrl && isSafariUserAgent(userAgent) ? safariVideoUrl : videoUrl;

  useEffect(() => {
    if (reducedMotion) videoRef.current?.pause();
  }, [reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      setPlaying(true);
      Promise.resolve(video.play()).catch(() => setPlaying(false));
    }
  };

  return (
    <div className="video">
      <video
        ref={videoRef}
        className="video__media"
        src={src}
        poster={previewImage}
        aria-label={title}
        width={1200}
        height={650}
        autoPlay={!reducedMotion}
        loop
        muted
        playsInline
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button type="button" className="video__toggle" onClick={toggle}>
        {playing ? 'Pause video' : 'Play video'}
      </button>
    </div>
  );
}
