/** The Venus mark: a V over a gold rule, drawn inline so it needs no request. */
export function VenusLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f4b8f" />
      <path d="M16 18h9l7 20 7-20h9L37 48h-10z" fill="#ffffff" />
      <rect x="16" y="50" width="32" height="3" rx="1.5" fill="#c9a45c" />
    </svg>
  );
}
