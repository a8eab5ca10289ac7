import { en_EN_bulk } from './en_EN.bulk';

export const catalogues = [en_EN_bulk];
