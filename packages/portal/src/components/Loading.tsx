import { useTranslation } from 'react-i18next';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="hp-loading" role="status">
      <span className="hp-spinner" aria-hidden="true" />
      {label ?? t('APP.LOADING')}
    </div>
  );
}
