import { BRAND_GOLD, BRAND_NAVY, LOGO_WIDTH, MARK, WORDMARK, glyphTransform } from '../../lib/brand/logo.ts';

interface LogoProps {
  /** Height and spacing classes; the width follows the logo's proportions. */
  className?: string;
}

/**
 * The WAC Advisory logo: the gold mark and the wordmark in the current text colour. Decorative: the link
 * around it carries the accessible name. Always rendered to HTML by Astro: the site navigation and the
 * portal header islands take it as a slot, so its geometry is never in a script.
 */
export default function Logo({ className = 'h-9' }: LogoProps) {
  const { size, radius, letter } = MARK;
  return (
    <svg
      viewBox={`0 0 ${LOGO_WIDTH} ${size}`}
      className={`w-auto shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
      data-logo
    >
      <rect width={size} height={size} rx={radius} fill={BRAND_GOLD} />
      <path fill={BRAND_NAVY} transform={glyphTransform(letter)} d={letter.d} />
      {[WORDMARK.name, WORDMARK.descriptor].map((run) => (
        <path key={run.y} fill="currentColor" transform={glyphTransform(run)} d={run.d} />
      ))}
    </svg>
  );
}
