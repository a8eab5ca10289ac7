import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { StatisticsEvent } from '@homeport/sdk';
import { linkAtom } from '../../state/atoms';
import { statisticsKeys } from './statisticsKeys';

/**
 * A finished statistics request (notificationMethod "event"): the admin
 * topic's admin_statistics_report_ready reads the report and the analytics
 * again at once, rather than at the page's next look while a request runs.
 */
export function useStatisticsEvents(): void {
  const link = useAtomValue(linkAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!link) return;
    const unwatch = link.watchAdmin();
    const off = link.on('adminEvent', (event) => {
      if (event.name !== StatisticsEvent.reportReady) return;
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.report() });
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.analyticsAll() });
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.spansAll() });
    });
    return () => {
      off();
      unwatch();
    };
  }, [link, queryClient]);
}
