import { en_EN_fleet } from './en_EN.fleet';

export const catalogues = [en_EN_fleet];
