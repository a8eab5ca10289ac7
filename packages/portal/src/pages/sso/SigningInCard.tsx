import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading';
import { AuthCard } from '../auth/AuthCard';

/** What /ssoredirect and /hashloginredirect show while the sign-in is traded. */
export function SigningInCard({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard id={id} heading={t('SSO.SIGNING_IN')}>
      <Loading label={t('SSO.WAIT')} />
    </AuthCard>
  );
}
