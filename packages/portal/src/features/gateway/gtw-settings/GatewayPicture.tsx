import { useTranslation } from 'react-i18next';

/** The look of each model family (spec 2 §2 "model picture"): hub, slim router, or the cloud gateway. */
function shapeOf(model: string): 'hub' | 'router' | 'cloud' {
  const m = model.toLowerCase();
  if (m === 'voc200') return 'cloud';
  if (m.startsWith('shh') || m.startsWith('jco') || m.startsWith('liv')) return 'router';
  return 'hub';
}

/** The model's picture, drawn inline (no image request, any size), named for screen readers. */
export function GatewayPicture({ model }: { model: string }) {
  const { t } = useTranslation();
  const shape = shapeOf(model);
  return (
    <figure className="hp-gateway-card__picture hp-settings__picture">
      <svg viewBox="0 0 120 120" role="img" aria-label={t('GTW_SETTINGS.PICTURE', { model })} width="100%" height="100%">
        {shape === 'hub' && (
          <>
            <ellipse cx="60" cy="92" rx="40" ry="8" fill="#a8b8d8" />
            <rect x="22" y="36" width="76" height="54" rx="18" fill="#ffffff" stroke="#5b7bb8" strokeWidth="3" />
            <circle cx="60" cy="63" r="7" fill="#3fa46a" />
            <path d="M44 48 q16 -12 32 0" fill="none" stroke="#5b7bb8" strokeWidth="3" strokeLinecap="round" />
          </>
        )}
        {shape === 'router' && (
          <>
            <rect x="18" y="56" width="84" height="30" rx="6" fill="#ffffff" stroke="#5b7bb8" strokeWidth="3" />
            <line x1="34" y1="56" x2="28" y2="24" stroke="#5b7bb8" strokeWidth="4" strokeLinecap="round" />
            <line x1="86" y1="56" x2="92" y2="24" stroke="#5b7bb8" strokeWidth="4" strokeLinecap="round" />
            <circle cx="36" cy="71" r="4" fill="#3fa46a" />
            <circle cx="50" cy="71" r="4" fill="#3fa46a" />
            <circle cx="64" cy="71" r="4" fill="#c9d3e6" />
          </>
        )}
        {shape === 'cloud' && <path d="M34 82 h52 a16 16 0 0 0 -4 -31 a22 22 0 0 0 -42 6 a13 13 0 0 0 -6 25 z" fill="#ffffff" stroke="#5b7bb8" strokeWidth="3" />}
        <text x="60" y="110" textAnchor="middle" fontSize="12" fontWeight="700" fill="#2c4a86">
          {model}
        </text>
      </svg>
    </figure>
  );
}
