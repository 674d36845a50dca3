import { useId } from 'react';

/** The app's mark: a house over an open book, on the brand blue. */
export function AppLogo({ size = 64 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="经纪工作本">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f7dff" />
          <stop offset="1" stopColor="#2450e6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M32 13 14 28h5v12h26V28h5L32 13Z" fill="#fff" />
      <rect x="28" y="31" width="8" height="9" rx="1.5" fill="#2e64ff" />
      <path
        d="M12 45c7-2.2 13.7-1.6 20 2 6.3-3.6 13-4.2 20-2v5c-7-2.2-13.7-1.6-20 2-6.3-3.6-13-4.2-20-2v-5Z"
        fill="#fff"
        opacity=".92"
      />
    </svg>
  );
}
