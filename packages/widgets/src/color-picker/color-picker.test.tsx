import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_GRID_COLUMNS, COLOR_GRID_ROWS, COLOR_SYNC_MS, ColorPicker, HUE_MAX, SATURATION_MAX, colorName, gridColor, nearestCell } from './color-picker';
import { ColorSwatch } from './color-swatch';

afterEach(cleanup);

describe('gridColor', () => {
  it('maps columns to hue with the 1.4 factor and rows to saturation', () => {
    expect(gridColor(0, 0)).toEqual({ hue: 0, saturation: 255 });
    expect(gridColor(0, 1)).toEqual({ hue: 24, saturation: 255 }); // 17 * 1.4 = 23.8
    expect(gridColor(0, 14)).toEqual({ hue: 333, saturation: 255 }); // 238 * 1.4 = 333.2
    expect(gridColor(5, 0).saturation).toBe(43);
    expect(gridColor(3, 0).saturation).toBe(128);
  });

  it('stays in range for every cell', () => {
    for (let r = 0; r < COLOR_GRID_ROWS; r++)
      for (let c = 0; c < COLOR_GRID_COLUMNS; c++) {
        const { hue, saturation } = gridColor(r, c);
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThanOrEqual(HUE_MAX);
        expect(saturation).toBeGreaterThan(0);
        expect(saturation).toBeLessThanOrEqual(SATURATION_MAX);
      }
  });

  it('nearestCell finds the cell of a grid colour', () => {
    expect(nearestCell(gridColor(2, 7))).toEqual({ row: 2, column: 7 });
  });
});

describe('ColorPicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a named grid of 6 x 15 gridcells with one tab stop on the selected colour', () => {
    render(<ColorPicker label="Lamp colour" value={gridColor(1, 3)} onPick={() => undefined} />);
    expect(screen.getByRole('grid', { name: 'Lamp colour' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(90);
    const selected = cells.filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(1);
    expect(selected[0]!.getAttribute('tabindex')).toBe('0');
    expect(selected[0]!.getAttribute('aria-label')).toBe('Lime, hue 71°, saturation 213');
  });

  it('sends only the last pick, one second after it (spec 2 §9)', () => {
    const onPick = vi.fn();
    render(<ColorPicker label="Lamp colour" value={gridColor(0, 0)} onPick={onPick} />);
    const cells = screen.getAllByRole('gridcell');
    fireEvent.click(cells[2]!);
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(cells[16]!);
    act(() => vi.advanceTimersByTime(999));
    expect(onPick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(gridColor(1, 1));
  });

  it('moves with arrows, Home and End and picks with Enter and Space', () => {
    const onPick = vi.fn();
    render(<ColorPicker label="Lamp colour" value={gridColor(0, 0)} onPick={onPick} />);
    const all = screen.getAllByRole('gridcell');
    const cells = (i: number) => all[i]!;
    fireEvent.keyDown(cells(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells(1));
    fireEvent.keyDown(cells(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells(16));
    fireEvent.keyDown(cells(16), { key: 'End' });
    expect(document.activeElement).toBe(cells(29));
    fireEvent.keyDown(cells(29), { key: 'Home' });
    expect(document.activeElement).toBe(cells(15));
    fireEvent.keyDown(cells(15), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cells(15));
    fireEvent.keyDown(cells(15), { key: 'Enter' });
    act(() => vi.advanceTimersByTime(COLOR_SYNC_MS));
    expect(onPick).toHaveBeenLastCalledWith(gridColor(1, 0));
    fireEvent.keyDown(cells(15), { key: ' ' });
    act(() => vi.advanceTimersByTime(COLOR_SYNC_MS));
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when disabled', () => {
    const onPick = vi.fn();
    render(<ColorPicker label="Lamp colour" value={gridColor(0, 0)} onPick={onPick} disabled />);
    fireEvent.click(screen.getAllByRole('gridcell')[3]!);
    act(() => vi.advanceTimersByTime(COLOR_SYNC_MS));
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe('ColorPickerConnected saturation scale (seed 0..100, spec 0..255)', () => {
  it('converts both ways from options.max', async () => {
    const { saturationFromDevice, saturationToDevice } = await import('./color-picker.connected');
    expect(saturationFromDevice(100, 100)).toBe(255);
    expect(saturationFromDevice(70, 100)).toBe(179);
    expect(saturationFromDevice(0, 100)).toBe(0);
    expect(saturationToDevice(255, 100)).toBe(100);
    expect(saturationToDevice(43, 100)).toBe(17);
    expect(saturationToDevice(128, 255)).toBe(128);
  });
});

describe('colour names', () => {
  it('names a colour by its hue band, and white when pale', () => {
    expect(colorName({ hue: 0, saturation: 255 })).toBe('red');
    expect(colorName({ hue: 210, saturation: 180 })).toBe('blue');
    expect(colorName({ hue: 120, saturation: 255 })).toBe('green');
    expect(colorName({ hue: 355, saturation: 255 })).toBe('red');
    expect(colorName({ hue: 210, saturation: 40 })).toBe('white');
  });

  it('shows the current colour as a named swatch filled with it', () => {
    render(<ColorSwatch value={{ hue: 210, saturation: 255 }} />);
    const swatch = screen.getByRole('img', { name: 'Colour: Blue, hue 210°, saturation 255' });
    expect(swatch.style.background).toMatch(/hsl\(210 100% 50%\)|rgb\(0, 128, 255\)/);
  });
});
