import { en_EN_history } from './en_EN.history';

export const catalogues = [en_EN_history];
