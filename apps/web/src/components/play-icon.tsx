/**
 * The play sign drawn over a video's picture, for decoration only (the link or button around it
 * carries the words). `round`: a dark disc, as on an episode's thumbnail; `video`: the video
 * platform's red button, where pressing it loads that platform's player.
 */
export function PlayIcon({ shape, className }: { shape: 'round' | 'video'; className: string }) {
  const video = shape === 'video';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={video ? '0 0 68 48' : '0 0 48 48'}
      className={`transition group-hover:scale-110 motion-reduce:group-hover:scale-100 ${className}`}
    >
      {video ? (
        <rect width="68" height="48" rx="12" fill="#dc2626" />
      ) : (
        <circle cx="24" cy="24" r="22" fill="rgb(0 0 0 / 0.6)" />
      )}
      <path d={video ? 'M27 14v20l18-10z' : 'M19 15.5v17l14-8.5z'} fill="#fff" />
    </svg>
  );
}
