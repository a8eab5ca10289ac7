import { en_EN_announcements } from './en_EN.announcements';

export const catalogues = [en_EN_announcements];
