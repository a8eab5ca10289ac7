import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.85rem' });

// Headings may wrap and figures may not: the table then fits a phone-wide card without scrolling.
globalStyle(`${table} th, ${table} td`, { padding: '0.25rem 0.3rem', textAlign: 'left', borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} td`, { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th`, { overflowWrap: 'anywhere' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: 500 });

export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
