import { en_EN_statistics } from './en_EN.statistics';

export const catalogues = [en_EN_statistics];
