import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OPERATION_TASK_PAGE_SIZE, OperationIdParam, TASK_FILTERS, canCancelTask, parseWire, routes, type Operation, type OperationTask, type TaskFilter } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { QueryView } from '../../components/states';
import { ServerTable } from '../../components/admin/ServerTable';
import { useServerPagedList } from '../../components/admin/useServerPagedList';
import { ConfirmButton } from '../../components/ui/form/ConfirmButton';
import type { Column, FilterChip } from '../../components/ui/table/tableTypes';
import { ErrorFeedbackDialog } from './ErrorFeedbackDialog';
import { fleetKeys } from './fleetKeys';
import { useFleetText } from './fleetText';
import { OperationActions } from './OperationActions';
import { ToolbarSelect } from './ToolbarSelect';
import { useFleetErrorText } from './useFleetErrorText';
import { useOperationActions } from './useOperationActions';
import { useOperationEvents } from './useOperationEvents';
import './fleet.css';

/**
 * /operation/details/{operationId} (spec 3 §2 "Operations list and
 * details", §9): the operation's summary and log, its tasks 15 a page with
 * a state filter and a search, cancel of a task, cancel all, retry, delete
 * (only when Completed or Failed) and each task's error feedback. The
 * admin_*_rpl_operation events keep it current as the tasks run.
 */
export function OperationDetailsPage() {
  usePageTitle('PAGE_TITLE.OPERATION_DETAILS');
  useOperationEvents();
  const { t } = useTranslation();
  const { rest } = useServices();
  const { operationId = '' } = useParams();
  const valid = parseWire(OperationIdParam, operationId, 'operationId').ok;
  const operation = useQuery({
    queryKey: fleetKeys.operation(operationId),
    queryFn: () => rest.fleet.operations.get(operationId),
    enabled: valid,
  });
  return (
    <section className="hp-page" aria-labelledby="operation-heading">
      <p>
        <Link to={routes.operations}>{t('FLEET.DETAILS.BACK')}</Link>
      </p>
      {valid ? (
        <QueryView query={operation} what={t('FLEET.DETAILS.LOADING')} failed={t('FLEET.DETAILS.FAILED')}>
          {(data) => <OperationView operation={data} />}
        </QueryView>
      ) : (
        <>
          <h1 id="operation-heading">{t('FLEET.DETAILS.FAILED')}</h1>
        </>
      )}
    </section>
  );
}

function OperationView({ operation }: { operation: Operation }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="hp-page__head">
        <h1 id="operation-heading">{t('FLEET.DETAILS.HEADING', { serial: operation.failedGtwSN })}</h1>
        <OperationActions operation={operation} labels="page" afterDelete="list" />
      </div>
      <h2 className="hp-visually-hidden">{t('FLEET.DETAILS.SUMMARY')}</h2>
      <OperationSummary operation={operation} />
      <TaskTable operation={operation} />
      <OperationLog operation={operation} />
    </>
  );
}

/** The operation's facts, read out again as events change them. */
function OperationSummary({ operation }: { operation: Operation }) {
  const { t } = useTranslation();
  const text = useFleetText();
  const fact = (label: string, value: ReactNode, className?: string) => (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
  const progress = operation.campaignOptions.progress;
  return (
    <dl className="hp-details hp-fleet-section" aria-live="polite">
      {fact(t('FLEET.DETAILS.STATUS'), <span className={`hp-badge hp-badge--op-${operation.status}`}>{text.status(operation.status)}</span>)}
      {fact(
        t('FLEET.DETAILS.PROGRESS'),
        <>
          <progress className="hp-progress" max={100} value={progress} aria-label={t('FLEET.DETAILS.PROGRESS')} /> {t('FLEET.DETAILS.PROGRESS_VALUE', { progress })}
        </>,
      )}
      {fact(t('FLEET.DETAILS.KIND'), text.kind(operation.kind))}
      {fact(t('FLEET.DETAILS.FAILED_GTW'), operation.failedGtwSN, 'hp-mono')}
      {fact(t('FLEET.DETAILS.NEW_GTW'), operation.newGtwSN, 'hp-mono')}
      {fact(
        t('FLEET.DETAILS.TASKS'),
        t('FLEET.DETAILS.TASK_COUNTS', {
          finished: operation.finishTaskCount,
          total: operation.taskOptions.numberOfTasks,
          failed: operation.failedTaskCount,
          canceled: operation.canceledTaskCount,
        }),
      )}
      {fact(t('FLEET.DETAILS.RESTORE_POINT'), operation.restorePoint, 'hp-mono')}
      {fact(t('FLEET.DETAILS.FACTORY_RESET'), operation.automaticFactoryReset ? t('FLEET.DETAILS.YES') : t('FLEET.DETAILS.NO'))}
      {fact(t('FLEET.DETAILS.STARTED'), text.time(operation.timeOfOperationStart))}
      {fact(t('FLEET.DETAILS.FINISHED'), text.time(operation.timeOfOperationFinish))}
    </dl>
  );
}

function OperationLog({ operation }: { operation: Operation }) {
  const { t } = useTranslation();
  const text = useFleetText();
  return (
    <section className="hp-fleet-section" aria-labelledby="operation-log">
      <h2 id="operation-log">{t('FLEET.DETAILS.LOG')}</h2>
      {operation.taskLog.length === 0 ? (
        <p className="hp-muted">{t('FLEET.DETAILS.NO_LOG')}</p>
      ) : (
        <ol className="hp-fleet-log">
          {operation.taskLog.map((entry, index) => (
            <li key={`${entry.ts}-${index}`}>
              <span className="hp-muted">{text.time(entry.ts)}</span> {entry.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TaskTable({ operation }: { operation: Operation }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const text = useFleetText();
  const columns = useTaskColumns();
  const id = operation._id;
  const tasks = useServerPagedList({
    pageSize: OPERATION_TASK_PAGE_SIZE,
    filter: 'all' as TaskFilter,
    request: (table, filterBy) => ({ filterBy, page: table.page, limit: table.pageSize, ...(table.search ? { search: table.search } : {}) }),
    queryKey: (params) => fleetKeys.tasks(id, params),
    fetch: async (params) => {
      const page = await rest.fleet.operations.tasks(id, params);
      return { rows: page.data, total: page.count };
    },
  });
  const filterBy = tasks.filter;
  const filters: FilterChip[] = filterBy !== 'all' ? [{ id: 'state', label: text.taskStatus(filterBy), onRemove: () => tasks.setFilter('all') }] : [];

  return (
    <section className="hp-fleet-section" aria-labelledby="operation-tasks">
      <h2 id="operation-tasks">{t('FLEET.DETAILS.TASKS')}</h2>
      <ToolbarSelect
        label={t('FLEET.DETAILS.TASK_FILTER')}
        value={filterBy}
        options={TASK_FILTERS.map((value) => ({ value, text: text.taskStatus(value) }))}
        onChange={tasks.setFilter}
      />
      <ServerTable
        label={t('FLEET.DETAILS.TASKS')}
        list={tasks}
        columns={columns}
        filters={filters}
        texts={{
          search: t('FLEET.DETAILS.TASK_SEARCH'),
          loading: t('FLEET.DETAILS.TASKS_LOADING'),
          failed: t('FLEET.DETAILS.TASKS_FAILED'),
          empty: t('FLEET.DETAILS.NO_TASKS'),
          noMatch: t('FLEET.DETAILS.NO_TASK_MATCH'),
        }}
      />
    </section>
  );
}

function useTaskColumns() {
  const { t } = useTranslation();
  const text = useFleetText();
  const { cancelTask } = useOperationActions();
  const describeError = useFleetErrorText();
  return useMemo<Array<Column<OperationTask>>>(
    () => [
      { id: 'index', header: '#', cell: (task) => task.index + 1 },
      { id: 'name', header: t('FLEET.DETAILS.TASK'), cell: (task) => text.taskName(task) },
      { id: 'device', header: t('FLEET.DETAILS.DEVICE'), cell: (task) => task.device, className: 'hp-mono' },
      { id: 'status', header: t('FLEET.DETAILS.TASK_STATUS'), cell: (task) => text.taskStatus(task.taskOptions.status) },
      { id: 'tries', header: t('FLEET.DETAILS.TRIES'), cell: (task) => task.triedCounter },
      {
        id: 'actions',
        header: t('FLEET.DETAILS.TASK_ACTIONS'),
        hideHeader: true,
        cell: (task) => (
          <div className="hp-fleet-row-actions">
            {/* A task that ended well has nothing to tell; one still running may ('no informations yet'). */}
            {!(task.isFinished && !task.isFailed && !task.errorFeedback) && <ErrorFeedbackDialog task={task} />}
            {canCancelTask(task) && (
              <ConfirmButton
                look="ghost"
                text={t('FLEET.DETAILS.CANCEL_TASK')}
                label={t('FLEET.DETAILS.CANCEL_TASK_OF', { task: text.taskName(task) })}
                title={t('FLEET.DETAILS.CANCEL_TASK_TITLE', { task: text.taskName(task) })}
                body={t('FLEET.DETAILS.CANCEL_TASK_BODY')}
                confirmLabel={t('FLEET.DETAILS.CANCEL_TASK')}
                destructive
                describeError={describeError}
                onConfirm={() => cancelTask.mutateAsync({ id: task.operationId, taskId: task._id })}
              />
            )}
          </div>
        ),
      },
    ],
    [t, text, cancelTask, describeError],
  );
}
