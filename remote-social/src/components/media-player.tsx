import { color, font, radius, space, type Album } from '@canopy/shared-core';
import { useCallback, useEffect, useState } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** What a player plays: a media album, or a training's video or audio lesson. */
export interface PlayableMedia {
  /** IMAGE, AUDIO, else video (SPEC §3's mediaType rule). */
  mediaType: string | null;
  /** The file: a picture, a sound, a video or an HLS playlist (.m3u8). */
  src: string | null;
  title: string;
  /** The picture before a video plays, or above a sound's controls. */
  poster: string | null;
}

/** An album's media: its own file when it has one (fullURL is the cover otherwise). */
export function albumMedia(album: Album): PlayableMedia {
  const ownFile = album.fullURL && album.fullURL !== album.coverURL ? album.fullURL : null;
  return {
    mediaType: album.mediaType,
    src: album.mediaType === 'IMAGE' ? (album.fullURL ?? album.coverURL) : ownFile,
    title: album.title,
    poster: album.coverURL,
  };
}

function isHls(url: string): boolean {
  return /\.m3u8(\?|$)/i.test(url);
}

function OfflineState({ title, detail }: { title: string; detail?: string | undefined }) {
  return (
    <div
      role="status"
      css={{
        display: 'grid',
        placeItems: 'center',
        gap: space.sm,
        padding: space.xxl,
        borderRadius: radius.lg,
        background: color.surfaceAlt,
        border: `1px dashed ${color.border}`,
        textAlign: 'center',
      }}
    >
      <strong css={{ fontSize: font.size.lg }}>{title}</strong>
      {detail && <span css={{ color: color.textMuted }}>{detail}</span>}
    </div>
  );
}

/**
 * Whether to leave an HLS playlist to the browser: only where it has no Media Source
 * Extensions for hls.js (iPhone Safari). Chromium's own HLS player stalled joining the
 * live stream mid-way, where hls.js keeps to the live edge and plays on.
 */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  const mediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
  return !mediaSource && video.canPlayType(HLS_TYPE) !== '';
}

/**
 * Plays an HLS playlist with hls.js where the browser has Media Source Extensions, loaded
 * only now so other pages never download it; natively otherwise.
 */
function useHls(video: HTMLVideoElement | null, src: string, onFail: () => void) {
  useEffect(() => {
    if (!video || !isHls(src) || playsHlsNatively(video)) return;
    let cancelled = false;
    let destroy = () => {};
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          onFail();
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onFail();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      })
      .catch(onFail);
    return () => {
      cancelled = true;
      destroy();
    };
  }, [video, src, onFail]);
}

/**
 * A live stream joined mid-way can have its first buffered media start after the
 * playhead (the browser's own HLS player starts at 0 while the segments it fetched start
 * later); it would wait there for ever, so the playhead jumps to the buffered media.
 */
export function skipLeadingGap(video: HTMLMediaElement): void {
  if (video.buffered.length === 0) return;
  const start = video.buffered.start(0);
  if (video.currentTime < start - 0.01) video.currentTime = start;
}

function VideoPlayer({ src, poster, title, onFail }: VideoProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useHls(video, src, onFail);
  const native = !isHls(src) || (video !== null && playsHlsNatively(video));
  return (
    // The demo media are a test pattern and tones, with no speech to caption.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={setVideo}
      controls
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      aria-label={title}
      src={native ? src : undefined}
      onError={onFail}
      onProgress={(event) => skipLeadingGap(event.currentTarget)}
      onWaiting={(event) => skipLeadingGap(event.currentTarget)}
      onCanPlay={(event) => skipLeadingGap(event.currentTarget)}
      css={{ width: '100%', maxHeight: 480, borderRadius: radius.lg, background: '#000' }}
    />
  );
}

interface VideoProps {
  src: string;
  poster: string | null;
  title: string;
  onFail: () => void;
}

export interface MediaPlayerProps {
  media: PlayableMedia;
  /** A stream that is not on air: shows the offline state instead of a player. */
  offline?: { title: string; detail?: string } | undefined;
}

/**
 * The one player for albums and lessons, chosen by mediaType: a picture for IMAGE, an audio
 * player for AUDIO, else a video player (HLS included), with one unavailable state.
 */
export function MediaPlayer({ media, offline }: MediaPlayerProps) {
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);
  const { mediaType, src, title, poster } = media;
  if (mediaType === 'IMAGE') {
    return src ? (
      <img
        src={src}
        alt={title}
        css={{ width: '100%', borderRadius: radius.lg, display: 'block' }}
      />
    ) : null;
  }
  if (offline) return <OfflineState title={offline.title} detail={offline.detail} />;
  if (!src || failed) {
    return (
      <OfflineState
        title="This media is not available right now"
        detail="It could not be loaded. Try again later."
      />
    );
  }
  if (mediaType === 'AUDIO') {
    return (
      <div css={{ display: 'grid', gap: space.md }}>
        {poster && (
          <img
            src={poster}
            alt=""
            css={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: radius.lg }}
          />
        )}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- tones, no speech */}
        <audio
          controls
          preload="metadata"
          src={src}
          aria-label={title}
          onError={markFailed}
          css={{ width: '100%' }}
        />
      </div>
    );
  }
  return <VideoPlayer key={src} src={src} poster={poster} title={title} onFail={markFailed} />;
}
