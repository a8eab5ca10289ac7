import { en_EN_exportTasks } from './en_EN.exportTasks';

export const catalogues = [en_EN_exportTasks];
