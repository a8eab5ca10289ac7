import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsUntil } from '../binding/useSecondsUntil';
import { linkAtom, linkRenewAtom, linkStatusAtom } from '../state/atoms';

const MESSAGE_ID = 'hp-link-status-message';

/**
 * How long a first connect may take before the frame says it is still
 * connecting: a connect over a working network takes a fraction of a second,
 * and a banner that flashes at every sign-in would teach people to ignore it.
 */
export const CONNECTING_NOTICE_MS = 3000;

/**
 * The frame's word on the real-time link (docs/decisions.md "Reconnecting"):
 * nothing while it is up; "Still connecting to the server…" when a first
 * connect takes longer than CONNECTING_NOTICE_MS; "Connection lost. Reconnecting…" with the attempt,
 * the next try and "Try now" while it is down; "Reconnect" once the broker
 * closed it.
 *
 * Only the message is a live region, and it is always in the page (empty
 * while the link is up) so screen readers announce it when it fills; the
 * countdown beside it changes every second and must not be read out each time.
 */
export function LinkStatusBanner() {
  const { t } = useTranslation();
  const status = useAtomValue(linkStatusAtom);
  const link = useAtomValue(linkAtom);
  const renew = useSetAtom(linkRenewAtom);
  const seconds = useSecondsUntil(status.kind === 'down' ? status.nextAttemptAt : null);
  const slowConnect = useSlowConnect(status.kind === 'up' && link?.state === 'connecting');

  let message: string | null = null;
  if (slowConnect) message = t('FAILURES.LINK_CONNECTING');
  if (status.kind === 'down') message = status.wasConnected ? t('LINK.LOST') : t('LINK.UNREACHABLE');
  if (status.kind === 'closed') message = t('LINK.CLOSED');

  return (
    <div className={`hp-link-status${message ? ' hp-link-status--shown' : ''}`}>
      <p id={MESSAGE_ID} className="hp-link-status__message" role="status" aria-live="polite">
        {message}
      </p>
      {status.kind === 'down' && (
        <>
          <p className="hp-link-status__detail">{seconds === null ? t('LINK.TRYING', { attempt: status.attempt }) : t('LINK.NEXT_TRY', { attempt: status.attempt, seconds })}</p>
          {/* Stays enabled while an attempt runs: disabling it would drop the focus of whoever just pressed it. */}
          <button type="button" className="hp-button hp-link-status__action" aria-describedby={MESSAGE_ID} onClick={() => link?.reconnectNow()}>
            {t('LINK.TRY_NOW')}
          </button>
        </>
      )}
      {status.kind === 'closed' && (
        <button type="button" className="hp-button hp-link-status__action" aria-describedby={MESSAGE_ID} onClick={() => renew((n) => n + 1)}>
          {t('LINK.RECONNECT')}
        </button>
      )}
    </div>
  );
}

/** Whether `connecting` has held for CONNECTING_NOTICE_MS. */
function useSlowConnect(connecting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!connecting) return;
    const timer = setTimeout(() => setSlow(true), CONNECTING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [connecting]);
  return connecting && slow;
}
