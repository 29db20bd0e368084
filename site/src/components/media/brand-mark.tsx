/** The brand's chevron mark (inline SVG, decorative). */
export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#0b3d5c" />
      <path d="M9 6h6l8 10-8 10H9l8-10z" fill="#f59f00" />
    </svg>
  );
}
