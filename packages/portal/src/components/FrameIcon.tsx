import { mdiClose, mdiHomeOutline, mdiMenu } from '@mdi/js';

/**
 * The frame's own few glyphs, from the portal's one icon set (Material Design
 * Icons), never emoji or Unicode pictographs, which draw as empty boxes on a
 * machine without an emoji font. Decorative: the button or text beside names it.
 */
const PATHS = { menu: mdiMenu, close: mdiClose, home: mdiHomeOutline } as const;

export function FrameIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="hp-frame-icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
