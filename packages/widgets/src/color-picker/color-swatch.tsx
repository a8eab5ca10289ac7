import { useWidgetText } from '../i18n/widgetText';
import { colorName, swatchCss, type Color } from './color-picker';
import * as css from './color-picker.css';
import { ns } from './color-picker.texts';

export interface ColorSwatchProps {
  /** The colour, hue 0..360 and saturation 0..255. */
  value: Color;
}

/** The current colour as a filled square, an image named by the colour in words. */
export function ColorSwatch({ value }: ColorSwatchProps) {
  const t = useWidgetText(ns);
  const name = t('CURRENT', { name: t(`NAME_${colorName(value)}`), hue: value.hue, saturation: value.saturation });
  return <span role="img" aria-label={name} title={name} className={css.current} style={{ background: swatchCss(value) }} />;
}
