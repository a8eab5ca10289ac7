import { en_EN_groups } from './en_EN.groups';

export const catalogues = [en_EN_groups];
