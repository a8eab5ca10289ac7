import { style } from '@vanilla-extract/css';

export const field = style({ display: 'grid', gap: '0.2rem', fontSize: '0.85rem' });
export const days = style({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', border: 'none', padding: 0, margin: 0 });
export const day = style({ display: 'inline-flex', alignItems: 'center', gap: '0.2rem', fontSize: '0.85rem' });
export const problems = style({ margin: 0, paddingLeft: '1.1rem', color: '#b42318', fontSize: '0.85rem' });
