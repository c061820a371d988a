/** Brand marks for the three social profiles (icon sets no longer ship brand logos). */
const paths = {
  Facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9Z',
  Instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM16.4 3H7.6A4.6 4.6 0 0 0 3 7.6v8.8A4.6 4.6 0 0 0 7.6 21h8.8a4.6 4.6 0 0 0 4.6-4.6V7.6A4.6 4.6 0 0 0 16.4 3Zm2.9 13.4a2.9 2.9 0 0 1-2.9 2.9H7.6a2.9 2.9 0 0 1-2.9-2.9V7.6a2.9 2.9 0 0 1 2.9-2.9h8.8a2.9 2.9 0 0 1 2.9 2.9v8.8Z',
  LinkedIn:
    'M6.9 8.9H3.6V20h3.3V8.9ZM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.7c0-3-.6-5.1-4.1-5.1-1.7 0-2.8.9-3.2 1.8V8.9H9.9V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.3v-6.3Z',
} as const;

export type SocialIconName = keyof typeof paths;

export function SocialIcon({ name, size = 20 }: { name: SocialIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
