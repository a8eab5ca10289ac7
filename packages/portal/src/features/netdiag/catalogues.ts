import { en_EN_netdiag } from './en_EN.netdiag';

export const catalogues = [en_EN_netdiag];
