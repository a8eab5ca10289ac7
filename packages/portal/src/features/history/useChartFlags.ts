import { useMemo } from 'react';
import { useServices } from '../../services/services';
import type { ChartFlags } from './charts/fromAnswer';

/** The deployment's history chart flags (spec 3 §1 LAST_NODE_HISTORY_DATA, DISPLAY_ZERO_FOR_EMPTY_CHART_DATA). */
export function useChartFlags(): ChartFlags {
  const { config } = useServices();
  const lastBefore = config.flags.LAST_NODE_HISTORY_DATA;
  const zeroForEmpty = config.flags.DISPLAY_ZERO_FOR_EMPTY_CHART_DATA;
  return useMemo(() => ({ lastBefore, zeroForEmpty }), [lastBefore, zeroForEmpty]);
}
