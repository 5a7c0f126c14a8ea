import { useId, useState } from 'react';
import { PlayIcon } from '../../components/play-icon.tsx';
import { HERO_VIDEO } from './home-hero.tsx';

/** The video platform's privacy-enhanced player of a whole playlist (the site's policy allows only its frames). */
export function playlistEmbedUrl(playlistId: string): string {
  return `https://www.youtube-nocookie.com/embed/videoseries?list=${encodeURIComponent(playlistId)}&autoplay=1&rel=0`;
}

/**
 * The forum's video playlist. Nothing is loaded from the video platform until the visitor presses
 * play: until then it is the forum's own picture with a play button, and the player replaces it
 * (and takes the focus) only then.
 */
export function PlaylistEmbed({ playlistId, title }: { playlistId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const noteId = useId();
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-md">
      {playing ? (
        <iframe
          ref={(el) => el?.focus()}
          src={playlistEmbedUrl(playlistId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-describedby={noteId}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-4 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-400"
        >
          <img
            src={HERO_VIDEO.poster}
            alt=""
            width={960}
            height={540}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 -z-0 h-full w-full object-cover opacity-80"
          />
          <PlayIcon shape="video" className="relative h-16 w-24 drop-shadow-lg" />
          <span className="relative rounded-full bg-brand-900/80 px-4 py-2 text-base font-semibold">
            Play the videos
          </span>
          {/* Read as the button's description, so its name stays the visible 'Play the videos'. */}
          <span
            id={noteId}
            aria-hidden="true"
            className="relative max-w-md px-4 text-center text-sm text-brand-100"
          >
            The player loads from YouTube when you press play.
          </span>
        </button>
      )}
    </div>
  );
}
