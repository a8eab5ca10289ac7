import { useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, routes } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useToast } from '../../../binding/useToast';
import { ErrorState, LoadingState } from '../../../components/states';
import { loginMessageAtom } from '../../../state/atoms';
import { AuthCard } from './AuthCard';

/**
 * /activate/{token} and /activation_confirm/{token} (spec 1 §4.1): success
 * toasts "account activated" and goes to login; a conflict (409: already
 * used or already active) returns to login with a message; an unknown or
 * expired link says so here. The wait has an end, and a failure that a
 * second try may cure (the network, the server) offers one.
 */
export function ActivatePage() {
  usePageTitle('PAGE_TITLE.ACTIVATE');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const { activationToken = '' } = useParams();
  const navigate = useNavigate();
  const store = useStore();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [state, setState] = useState<'working' | 'expired' | 'failed'>('working');
  // Each try re-runs the effect below; the effect's `live` flag drops a slow answer to an earlier one.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState('working');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    rest.auth
      .activate(activationToken)
      .then(() => {
        if (!live) return;
        toast(t('ACTIVATE.DONE'));
        store.set(loginMessageAtom, { textKey: 'ACTIVATE.DONE', tone: 'info' });
        navigate(routes.login, { replace: true });
      })
      .catch((caught: unknown) => {
        if (!live) return;
        if (caught instanceof ApiError && caught.status === 409) {
          store.set(loginMessageAtom, { textKey: 'ACTIVATE.ALREADY', tone: 'info' });
          navigate(routes.login, { replace: true });
        } else setState(caught instanceof ApiError && caught.status === 404 ? 'expired' : 'failed');
      });
    return () => {
      live = false;
    };
  }, [activationToken, rest, navigate, store, toast, t, attempt]);

  return (
    <AuthCard id="activate" heading={t('ACTIVATE.HEADING')}>
      {state === 'working' && <LoadingState what={t('ACTIVATE.WORKING')} onRetry={retry} />}
      {state === 'expired' && <ErrorState title={t('ACTIVATE.EXPIRED')} />}
      {state === 'failed' && <ErrorState title={t('ERRORS.00001')} onRetry={retry} />}
      <p className="hp-auth__links">
        <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
      </p>
    </AuthCard>
  );
}
