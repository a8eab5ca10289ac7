import { style } from '@vanilla-extract/css';

export const summary = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0, fontWeight: 600, fontSize: '1rem' });
export const icon = style({ fontSize: '1.8rem', lineHeight: 1 });
export const readings = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: '0.4rem 1rem', margin: 0 });
export const reading = style({ display: 'grid', gap: '0.1rem' });
