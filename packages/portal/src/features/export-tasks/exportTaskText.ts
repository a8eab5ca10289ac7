import type { AdminExportTask } from '@homeport/sdk';
import { formatTime } from '../../components/admin/formatTime';

/** Whose export a task is, for labels: the username, or the id of an account that is gone. */
export const ownerOf = (task: AdminExportTask, gone: (userId: string) => string): string => task.userProfile?.username ?? gone(task.userId);

export const whenOf = (ms: number | null, language: string): string => formatTime(ms, language);

/** /export_detailsCampaign/{taskId}. */
export const detailsPathOf = (pattern: string, id: string): string => pattern.replace(':taskId', encodeURIComponent(id));
