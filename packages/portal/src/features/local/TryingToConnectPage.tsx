import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LocalFrame } from './LocalFrame';
import { localRoutes, useLocal } from './localContext';

/** How often the board is read while the gateway joins the network. */
export const WIFI_POLL_MS = 1000;
/** After this long without an answer, the attempt counts as failed. */
export const WIFI_GIVE_UP_MS = 30_000;

type Outcome = 'waiting' | 'connected' | 'failed';

/**
 * spec 1 §2.5 "trying-to-connect": after set-wifi-network the gateway
 * reports `connecting`, then `connected` or `failed`; the page reads the
 * board until it knows, and says what happened.
 */
export function TryingToConnectPage() {
  const { t } = useTranslation();
  const { client } = useLocal();
  const location = useLocation();
  const wanted = (location.state as { ssid?: unknown } | null)?.ssid;
  const [ssid, setSsid] = useState(typeof wanted === 'string' ? wanted : '');
  const [outcome, setOutcome] = useState<Outcome>('waiting');

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const poll = async () => {
      const board = await client.boardInfo().catch(() => null);
      if (!live) return;
      if (board?.wifi.ssid) setSsid(board.wifi.ssid);
      if (board?.wifi.state === 'connected' || board?.wifi.state === 'failed') {
        setOutcome(board.wifi.state);
        return;
      }
      if (Date.now() - started >= WIFI_GIVE_UP_MS) {
        setOutcome('failed');
        return;
      }
      timer = setTimeout(() => void poll(), WIFI_POLL_MS);
    };
    timer = setTimeout(() => void poll(), WIFI_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client]);

  useEffect(() => {
    document.title = `${t('TRYING.TITLE')} · ${t('APP.TITLE')}`;
  }, [t]);

  return (
    <LocalFrame title={t('TRYING.HEADING', { ssid })}>
      <section className="hp-card hp-status__card" aria-live="polite" aria-busy={outcome === 'waiting'}>
        {outcome === 'waiting' && (
          <>
            <span className="hp-spinner" aria-hidden="true" />
            <p role="status">{t('TRYING.WAIT')}</p>
          </>
        )}
        {outcome === 'connected' && <p role="status">{t('TRYING.CONNECTED', { ssid })}</p>}
        {outcome === 'failed' && (
          <p role="alert" className="hp-alert">
            {t('TRYING.FAILED', { ssid })}
          </p>
        )}
        {outcome !== 'waiting' && (
          <Link className="hp-button hp-button--primary" to={localRoutes.gatewayInfo}>
            {t('TRYING.BACK')}
          </Link>
        )}
      </section>
    </LocalFrame>
  );
}
