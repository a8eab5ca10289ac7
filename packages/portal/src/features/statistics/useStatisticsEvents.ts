import { useQueryClient } from '@tanstack/react-query';
import { StatisticsEvent } from '@homeport/sdk';
import { useAdminEvents } from '../../binding/useAdminEvents';
import { statisticsKeys } from './statisticsKeys';

/**
 * A finished statistics request (notificationMethod "event"): the admin
 * topic's admin_statistics_report_ready reads the report and the analytics
 * again at once, rather than at the page's next look while a request runs.
 */
export function useStatisticsEvents(): void {
  const queryClient = useQueryClient();
  useAdminEvents((event) => {
    if (event.name !== StatisticsEvent.reportReady) return;
    void queryClient.invalidateQueries({ queryKey: statisticsKeys.report() });
    void queryClient.invalidateQueries({ queryKey: statisticsKeys.analyticsAll() });
    void queryClient.invalidateQueries({ queryKey: statisticsKeys.spansAll() });
  });
}
