import { useTranslation } from 'react-i18next';
import type { LinkTrouble } from '../services/linkStatus';
import { ErrorState } from './states';

const REASON = { down: 'FAILURES.LINK_UNREACHABLE_REASON', closed: 'FAILURES.LINK_CLOSED_REASON', slow: 'FAILURES.LINK_CONNECTING' } as const;

/**
 * In place of content that comes over the link: the gateway cannot be
 * reached, why, and a retry that reconnects. The frame's banner tells the
 * live status (attempt, next try) beside it; this stays still, so that
 * screen readers hear it once.
 */
export function LinkTroubleState({ trouble }: { trouble: LinkTrouble }) {
  const { t } = useTranslation();
  return <ErrorState title={t('FAILURES.LINK_UNREACHABLE')} reason={t(REASON[trouble.kind])} onRetry={trouble.retry} retrying={trouble.retrying} />;
}
