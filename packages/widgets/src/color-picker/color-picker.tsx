import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import { ns } from './color-picker.texts';
import * as css from './color-picker.css';

export const COLOR_GRID_ROWS = 6; // spec 2 §9: grid 6 rows by 15 columns
export const COLOR_GRID_COLUMNS = 15; // spec 2 §9
export const HUE_MAX = 360; // spec 2 §9: hue scaled 0 to 360
export const SATURATION_MAX = 255; // spec 2 §9: saturation scaled 0 to 255
export const HUE_FACTOR = 1.4; // spec 2 §9: hue factor 1.4
export const COLOR_SYNC_MS = 1000; // spec 2 §9: colour sync delay 1000 ms

export interface Color {
  /** Degrees, 0..360. */
  hue: number;
  /** 0..255. */
  saturation: number;
}

/**
 * The grid mapping (pure). Columns carry the hue, rows the saturation:
 * - column c (0..14) is a hue byte of c * 255 / 15 (0, 17, ..., 238), turned
 *   into degrees with the hue factor 1.4 (255 * 1.4 = 357, so a byte step is
 *   about 1.4°): hue = round(c * 17 * 1.4), 0 to 333, clamped to 0..360;
 * - row r (0..5) goes from full colour at the top to pale at the bottom:
 *   saturation = round(255 * (6 - r) / 6), 255 down to 43.
 */
export function gridColor(row: number, column: number): Color {
  const hueByte = (column * SATURATION_MAX) / COLOR_GRID_COLUMNS;
  const hue = Math.min(HUE_MAX, Math.max(0, Math.round(hueByte * HUE_FACTOR)));
  const saturation = Math.round((SATURATION_MAX * (COLOR_GRID_ROWS - row)) / COLOR_GRID_ROWS);
  return { hue, saturation };
}

/** The cell whose colour is nearest a value (for showing the confirmed colour). */
export function nearestCell(color: Color): { row: number; column: number } {
  let best = { row: 0, column: 0 };
  let bestDistance = Infinity;
  for (let row = 0; row < COLOR_GRID_ROWS; row++) {
    for (let column = 0; column < COLOR_GRID_COLUMNS; column++) {
      const c = gridColor(row, column);
      const dh = Math.min(Math.abs(c.hue - color.hue), HUE_MAX - Math.abs(c.hue - color.hue)) / HUE_MAX;
      const ds = (c.saturation - color.saturation) / SATURATION_MAX;
      const d = dh * dh + ds * ds;
      if (d < bestDistance) {
        bestDistance = d;
        best = { row, column };
      }
    }
  }
  return best;
}

/** Hue names by the start of their band in degrees, for accessible names (a number alone says little). */
const HUE_BANDS = [
  [0, 'red'],
  [15, 'orange'],
  [45, 'yellow'],
  [70, 'lime'],
  [95, 'green'],
  [150, 'cyan'],
  [190, 'blue'],
  [250, 'purple'],
  [285, 'magenta'],
  [330, 'pink'],
  [350, 'red'],
] as const;
export type ColorName = (typeof HUE_BANDS)[number][1] | 'white';

/** The everyday name of a colour: white below a fifth of full saturation, else the name of its hue band. */
export function colorName({ hue, saturation }: Color): ColorName {
  if (saturation < SATURATION_MAX / 5) return 'white';
  let name: ColorName = 'red';
  for (const [start, band] of HUE_BANDS) if (hue >= start) name = band;
  return name;
}

/** CSS colour of a swatch. */
export function swatchCss({ hue, saturation }: Color): string {
  return `hsl(${hue} ${Math.round((saturation / SATURATION_MAX) * 100)}% 50%)`;
}

export interface ColorPickerProps {
  /** The confirmed colour. */
  value: Color;
  /** The intent, sent COLOR_SYNC_MS after the last pick. */
  onPick: (color: Color) => void;
  /** Accessible name of the grid. */
  label: string;
  disabled?: boolean;
}

/**
 * A 6 by 15 grid of swatches as wide as its container (up to 26rem), so it
 * fits a 375 px phone (role grid, gridcells with aria-selected, one
 * tab stop). Arrows move, Home/End go to the row's ends, Enter/Space or a
 * click picks; the last pick is sent after COLOR_SYNC_MS of quiet.
 */
export function ColorPicker({ value, onPick, label, disabled }: ColorPickerProps) {
  const t = useWidgetText(ns);
  const [picked, setPicked] = useState<{ row: number; column: number } | null>(null);
  const [focus, setFocus] = useState(() => nearestCell(value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const selected = picked ?? nearestCell(value);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const pick = (row: number, column: number) => {
    if (disabled) return;
    setPicked({ row, column });
    setFocus({ row, column });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPicked(null);
      onPick(gridColor(row, column));
    }, COLOR_SYNC_MS);
  };

  const move = (row: number, column: number) => {
    const next = {
      row: Math.min(COLOR_GRID_ROWS - 1, Math.max(0, row)),
      column: Math.min(COLOR_GRID_COLUMNS - 1, Math.max(0, column)),
    };
    setFocus(next);
    cells.current.get(`${next.row}:${next.column}`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, row: number, column: number) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(row, column - 1),
      ArrowRight: () => move(row, column + 1),
      ArrowUp: () => move(row - 1, column),
      ArrowDown: () => move(row + 1, column),
      Home: () => move(row, 0),
      End: () => move(row, COLOR_GRID_COLUMNS - 1),
      Enter: () => pick(row, column),
      ' ': () => pick(row, column),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <div role="grid" aria-label={label} aria-disabled={disabled || undefined} className={css.grid}>
      {Array.from({ length: COLOR_GRID_ROWS }, (_, row) => (
        <div role="row" key={row} className={css.row}>
          {Array.from({ length: COLOR_GRID_COLUMNS }, (_, column) => {
            const color = gridColor(row, column);
            const isSelected = selected.row === row && selected.column === column;
            const isFocus = focus.row === row && focus.column === column;
            return (
              <div
                key={column}
                role="gridcell"
                ref={(el) => {
                  if (el) cells.current.set(`${row}:${column}`, el);
                  else cells.current.delete(`${row}:${column}`);
                }}
                tabIndex={isFocus ? 0 : -1}
                aria-selected={isSelected}
                aria-disabled={disabled || undefined}
                aria-label={t('SWATCH', { name: t(`NAME_${colorName(color)}`), hue: color.hue, saturation: color.saturation })}
                className={css.swatch}
                style={{ background: swatchCss(color) }}
                onClick={() => pick(row, column)}
                onKeyDown={(e) => onKeyDown(e, row, column)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
