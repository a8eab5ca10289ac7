import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, exportTaskTimeline, routes, type AdminExportTask } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ExportStatusBadge } from './ExportStatusBadge';
import { ExportTaskActions } from './ExportTaskActions';
import { exportTaskKeys } from './exportTaskKeys';
import { ownerOf, whenOf } from './exportTaskText';
import { useExportTaskEvents } from './useExportTaskEvents';
import './exportTasks.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /export_detailsCampaign/{taskId} (spec 3 §2, §3 "Export task"): whose
 * data, the status (live by events), the stages it went through with their
 * times, the file once completed (download), and the same acts as the list.
 */
export function ExportTaskDetailsPage() {
  usePageTitle('PAGE_TITLE.EXPORT_TASK_DETAILS');
  const { t } = useTranslation();
  const { rest } = useServices();
  const navigate = useNavigate();
  const { taskId = '' } = useParams();
  useExportTaskEvents();
  const task = useQuery({
    queryKey: exportTaskKeys.one(taskId),
    queryFn: () => rest.exportTasks.get(taskId),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

  const back = (
    <Link to={routes.tasks} className="hp-button hp-button--ghost">
      {t('EXPORT_TASKS.BACK')}
    </Link>
  );
  if (isNotFound(task.error)) {
    return (
      <section className="hp-page hp-export-tasks" aria-labelledby="export-task-heading">
        <h1 id="export-task-heading">{t('EXPORT_TASKS.DETAILS_HEADING')}</h1>
        <EmptyState title={t('EXPORT_TASKS.NOT_FOUND')} action={back} />
      </section>
    );
  }
  if (task.isPending) return <LoadingState what={t('EXPORT_TASKS.DETAILS_LOADING')} onRetry={() => void task.refetch()} />;
  if (task.isError) return <ErrorState title={t('EXPORT_TASKS.DETAILS_FAILED')} error={task.error} onRetry={() => void task.refetch()} retrying={task.isFetching} />;

  const current = task.data;
  return (
    <section className="hp-page hp-export-tasks" aria-labelledby="export-task-heading">
      <div className="hp-export-tasks__head">
        <h1 id="export-task-heading">{t('EXPORT_TASKS.DETAILS_HEADING')}</h1>
        {back}
      </div>
      <TaskFacts task={current} />
      <h2>{t('EXPORT_TASKS.TIMELINE')}</h2>
      <Timeline task={current} />
      <ExportTaskActions task={current} onDeleted={() => void navigate(routes.tasks, { replace: true })} />
    </section>
  );
}

/** Whose data, the status, the task's id, and the file or the failure once there is one; read out again as events change them. */
function TaskFacts({ task }: { task: AdminExportTask }) {
  const { t } = useTranslation();
  const user = ownerOf(task, (userId) => t('EXPORT_TASKS.USER_GONE', { userId }));
  return (
    <dl className="hp-details" aria-live="polite">
      <div>
        <dt>{t('EXPORT_TASKS.USER')}</dt>
        <dd>{task.userProfile ? `${task.userProfile.firstName} ${task.userProfile.lastName}`.trim() || user : user}</dd>
      </div>
      <div>
        <dt>{t('EXPORT_TASKS.USERNAME')}</dt>
        <dd>{user}</dd>
      </div>
      <div>
        <dt>{t('EXPORT_TASKS.STATUS')}</dt>
        <dd>
          <ExportStatusBadge status={task.taskState.status} />
        </dd>
      </div>
      <div>
        <dt>{t('EXPORT_TASKS.TASK_ID')}</dt>
        <dd>{task._id}</dd>
      </div>
      {task.fileName !== null && (
        <div>
          <dt>{t('EXPORT_TASKS.FILE')}</dt>
          <dd>
            {task.fileName}
            {task.size !== null && <span className="hp-muted"> ({t('EXPORT_TASKS.SIZE', { size: task.size })})</span>}
          </dd>
        </div>
      )}
      {task.failure !== null && (
        <div>
          <dt>{t('EXPORT_TASKS.FAILURE')}</dt>
          <dd>{t(`EXPORT_TASKS.FAILURE_${task.failure}`, { defaultValue: task.failure })}</dd>
        </div>
      )}
    </dl>
  );
}

/** The stages the task went through, each with its time. */
function Timeline({ task }: { task: AdminExportTask }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="hp-export-tasks__timeline" aria-label={t('EXPORT_TASKS.TIMELINE')}>
      {exportTaskTimeline(task).map((entry) => (
        <li key={entry.stage}>
          <strong>{t(`EXPORT_TASKS.STAGE_${entry.stage}`)}</strong> <time dateTime={new Date(entry.at).toISOString()}>{whenOf(entry.at, i18n.language)}</time>
        </li>
      ))}
    </ol>
  );
}
