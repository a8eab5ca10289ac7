/**
 * The frame's own few glyphs as SVG (Material Design Icons paths, Apache-2.0),
 * never emoji or Unicode pictographs, which draw as empty boxes on a machine
 * without an emoji font. Decorative: the button or text beside names it.
 */
const PATHS = {
  menu: 'M3,6H21V8H3V6M3,11H21V13H3V11M3,16H21V18H3V16Z',
  close: 'M19,6.41L17.59,5L12,10.59L6.41,5L5,6.41L10.59,12L5,17.59L6.41,19L12,13.41L17.59,19L19,17.59L13.41,12L19,6.41Z',
  home: 'M10,20V14H14V20H19V12H22L12,3L2,12H5V20H10Z',
} as const;

export function FrameIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="hp-frame-icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
