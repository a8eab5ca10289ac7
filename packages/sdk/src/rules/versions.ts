import type { Constants, FeatureFlags } from '../config/customerConfig';

/**
 * Compares dotted versions number by number ("1.25.0" < "1.26.1"; a missing
 * part counts as 0; anything after the numbers, like "-rc1", is ignored).
 * Negative, zero or positive, as Array.sort wants.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (/^\d+(?:\.\d+)*/.exec(v.trim())?.[0] ?? '0').split('.').map(Number);
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** spec 2 §6 KPI_ANALYTICS, §9: the KPI list shows from OSM 1.25.0 on (the gateway's getPlatformInfo osm_version). */
export function kpiAvailable(
  osmVersion: string | null | undefined,
  config: { flags: Pick<FeatureFlags, 'KPI_ANALYTICS'>; constants: Pick<Constants, 'kpiMinOsmVersion'> },
): boolean {
  return config.flags.KPI_ANALYTICS && typeof osmVersion === 'string' && compareVersions(osmVersion, config.constants.kpiMinOsmVersion) >= 0;
}
