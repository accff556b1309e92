// The media of an NFT. Every address goes through the image-URL rule; nothing from the NFT's fields
// becomes markup (the name is only an alt text or a label). Cards show the picture or cover, loaded
// when the card comes near the screen, with a badge for audio, video and blind boxes. The detail
// page plays the work: a picture or gif as is, audio with play/pause and a progress bar over its
// cover, video with its poster and the browser's controls; audio and video files load only when
// the player is on screen, and not before the user plays them.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '@/api/image-url';
import { clockText, remaining } from './nft-time';
import { mediaKind, type MediaKind } from './nft-labels';
import { useInView } from './use-in-view';

interface MediaNft {
  type: number;
  pay_type: number;
  rarity_status?: number;
  name: string;
  image: string | null;
  file?: string;
}

function Picture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { t } = useTranslation('nft');
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`nft-media__missing ${className ?? ''}`} role="img" aria-label={alt}>
        {t('media.noImage')}
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} decoding="async" onError={() => setBroken(true)} />;
}

const BADGE: Partial<Record<MediaKind, string>> = { audio: '♪', video: '▶', gif: 'GIF', blindBox: '?' };

/** The picture of a card, loaded when near the screen, with the kind of media as a badge. */
export function NftThumb({ nft }: { nft: MediaNft }) {
  const { t } = useTranslation('nft');
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const kind = mediaKind(nft);
  const badge = BADGE[kind];
  return (
    <div className="nft-media nft-media--thumb" ref={ref}>
      {visible ? (
        <Picture src={resolveImageUrl(nft.image)} alt={nft.name} />
      ) : (
        <div className="nft-media__placeholder" aria-hidden="true" />
      )}
      {badge && (
        <span className="nft-media__badge" aria-label={t(`media.kinds.${kind}`)}>
          <span aria-hidden="true">{badge}</span>
        </span>
      )}
    </div>
  );
}

function AudioPlayer({ nft, src }: { nft: MediaNft; src: string }) {
  const { t } = useTranslation('nft');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const time = (seconds: number) => clockText(remaining(seconds * 1000, 0)).replace(/^00:/, '');

  function toggle(): void {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      setFailed(false);
      void element.play().catch(() => setFailed(true));
    } else element.pause();
  }

  return (
    <div className="nft-audio">
      <Picture src={resolveImageUrl(nft.image)} alt={nft.name} className="nft-audio__cover" />
      <div className="nft-audio__bar">
        <button
          type="button"
          className="nft-audio__play"
          aria-label={playing ? t('media.pause') : t('media.play')}
          onClick={toggle}
          disabled={!src}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <input
          type="range"
          className="nft-audio__progress"
          aria-label={t('media.progress')}
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(position, duration || 0)}
          disabled={!duration}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (audio.current) audio.current.currentTime = next;
            setPosition(next);
          }}
        />
        <span className="nft-audio__time">
          {time(position)} / {time(duration)}
        </span>
      </div>
      {failed && (
        <p className="nft-media__error" role="alert">
          {t('media.cannotPlay')}
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an NFT carries no caption file (the contract has none); the name labels the player */}
      <audio
        ref={audio}
        src={src || undefined}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={(event) =>
          setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0)
        }
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}

function VideoPlayer({ nft, src }: { nft: MediaNft; src: string }) {
  const { t } = useTranslation('nft');
  const [failed, setFailed] = useState(false);
  return (
    <div className="nft-video">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an NFT carries no caption file (the contract has none); the name labels the player */}
      <video
        className="nft-video__player"
        src={src || undefined}
        poster={resolveImageUrl(nft.image) || undefined}
        controls
        playsInline
        preload="none"
        controlsList="nodownload"
        aria-label={nft.name}
        onError={() => setFailed(true)}
      />
      {failed && (
        <p className="nft-media__error" role="alert">
          {t('media.cannotPlay')}
        </p>
      )}
    </div>
  );
}

/** The work itself on the detail page, in its own player. */
export function NftPlayer({ nft }: { nft: MediaNft }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const kind = mediaKind(nft);
  const file = visible ? resolveImageUrl(nft.file) : '';
  return (
    <div className={`nft-media nft-media--player nft-media--${kind}`} ref={ref} data-kind={kind}>
      {kind === 'audio' && <AudioPlayer nft={nft} src={file} />}
      {kind === 'video' && <VideoPlayer nft={nft} src={file} />}
      {kind !== 'audio' &&
        kind !== 'video' &&
        (visible ? <Picture src={resolveImageUrl(nft.image)} alt={nft.name} /> : null)}
    </div>
  );
}
