import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, ErrorCode } from '@homeport/sdk';
import type { LoginMessage } from '../binding/loginMessage';
import { useSignOut } from '../binding/useSignOut';
import { useToast } from '../binding/useToast';
import { sessionAtom, sessionEndAtom, type SessionEndReason } from '../state/atoms';
import { useServices } from './services';

type Store = Pick<ReturnType<typeof useStore>, 'get' | 'set'>;

/** Marks the session as ended for `reason`; the first reason wins until Runtime has acted. */
export function endSession(store: Store, reason: SessionEndReason): void {
  if (!store.get(sessionAtom)) return;
  store.set(sessionEndAtom, (current) => current ?? { reason, seq: Date.now() });
}

/**
 * spec 1 §8: which REST failures end the session. 00003 (expired), 000622
 * (forced logout) and a plain 403 (000403: the session may not do this any
 * more) do; UDM_NOT_YOUR_DEVICE and ACCESS_DENIED_CAMERA are 403s about one
 * gateway or camera, shown where they happen, and do not (docs/decisions.md).
 */
export function sessionEndFor(error: ApiError): SessionEndReason | null {
  if (error.isSessionExpired) return 'expired';
  if (error.errorCode === ErrorCode.forcedLogout) return 'forced';
  if (error.status === 403 && (error.errorCode === ErrorCode.forbidden || error.errorCode === ErrorCode.generic)) return 'forbidden';
  return null;
}

const messages: Record<Exclude<SessionEndReason, 'expired' | 'forbidden'>, LoginMessage> = {
  forced: { titleKey: 'ERRORS.000622-title', textKey: 'ERRORS.000622-message', tone: 'error' },
  otherSession: { textKey: 'SESSION.LOGGED_OUT_BY_OTHER_USER', tone: 'info' },
  accountDeleted: { titleKey: 'SESSION.ACCOUNT_DELETED_TITLE', textKey: 'SESSION.ACCOUNT_DELETED', tone: 'error' },
};

/**
 * Acts once on an ended session: the local session, the link (Runtime's
 * useLink ends it when the session goes) and the stored credentials are
 * dropped, and the user lands on login with a toast or a login-page message.
 */
export function useSessionEnd() {
  const store = useStore();
  const { config } = useServices();
  const { t } = useTranslation();
  const ended = useAtomValue(sessionEndAtom);
  const signOut = useSignOut();
  const toast = useToast(config.constants.toastHideDelayMs);
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (!ended || handled.current === ended.seq) return;
    handled.current = ended.seq;
    const { reason } = ended;
    if (reason === 'expired') toast(t('ERRORS.00003'), 'error');
    if (reason === 'forbidden') toast(t('ERRORS.000403'), 'error');
    const message = reason === 'expired' || reason === 'forbidden' ? undefined : messages[reason];
    void signOut({ remote: false, message }).then(() => store.set(sessionEndAtom, null));
  }, [ended, signOut, store, toast, t]);
}
