import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, routes } from '@homeport/sdk';
import { useServices } from '../../../app/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useToast } from '../../../binding/useToast';
import { loginMessageAtom } from '../../../state/atoms';
import { AuthCard } from './AuthCard';

/**
 * /activate/{token} and /activation_confirm/{token} (spec 1 §4.1): success
 * toasts "account activated" and goes to login; a conflict (409: already
 * used or already active) returns to login with a message; an unknown or
 * expired link says so here.
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
  }, [activationToken, rest, navigate, store, toast, t]);

  return (
    <AuthCard id="activate" heading={t('ACTIVATE.HEADING')} lead={state === 'working' ? t('ACTIVATE.WORKING') : undefined}>
      {state !== 'working' && (
        <p role="alert" className="hp-alert">
          {t(state === 'expired' ? 'ACTIVATE.EXPIRED' : 'ERRORS.00001')}
        </p>
      )}
      <p className="hp-auth__links">
        <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
      </p>
    </AuthCard>
  );
}
