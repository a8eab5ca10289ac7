import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../binding/usePageTitle';
import { AuthCard } from '../auth/AuthCard';
import { FormAlert } from '../../../components/FormAlert';

/** A code worth drawing: 1 to 256 printable characters. */
export const isDrawableCode = (code: string | null): code is string => !!code && code.length <= 256 && /^[\x20-\x7e]+$/.test(code);

/**
 * /qr-code?code (spec 1 §2.1): the code as a QR image to scan with the
 * Homeport app, open to anyone, signed in or not (it skips every login check).
 */
export function QrCodePage() {
  usePageTitle('PAGE_TITLE.QR_CODE');
  const { t } = useTranslation();
  const code = useSearchParams()[0].get('code');

  if (!isDrawableCode(code)) {
    return (
      <AuthCard id="qr" heading={t('QR.HEADING')}>
        <FormAlert text={t('QR.MISSING')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard id="qr" heading={t('QR.HEADING')} lead={t('QR.LEAD')}>
      <figure className="hp-qr">
        <QRCodeSVG value={code} size={224} marginSize={2} role="img" aria-label={t('QR.IMAGE', { code })} />
        <figcaption>
          <span className="hp-muted">{t('QR.CODE')}</span> <code>{code}</code>
        </figcaption>
      </figure>
    </AuthCard>
  );
}
