import * as css from './icon.css';

export interface IconProps {
  /** An SVG path on a 24 by 24 grid (an `@mdi/js` export or one of the maps beside this component). */
  path: string;
  /**
   * What the icon says when nothing beside it says it: given, the icon is an
   * image with this name; omitted, it is decoration and hidden from
   * assistive technology.
   */
  label?: string;
  /** CSS size of the square; 1.25em by default, so it follows the text beside it. */
  size?: string;
  className?: string;
}

/** One icon of the set, drawn in the text colour (`currentColor`). */
export function Icon({ path, label, size = '1.25em', className }: IconProps) {
  const meaning = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" focusable="false" className={className ? `${css.icon} ${className}` : css.icon} {...meaning}>
      <path d={path} />
    </svg>
  );
}
