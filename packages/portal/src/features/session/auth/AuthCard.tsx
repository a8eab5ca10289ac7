import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mdiHomeOutline } from '@mdi/js';
import { Icon } from '@homeport/widgets';

/** The card every sign-in and account page sits in: brand, heading, optional lead, then the form or message. */
export function AuthCard({ id, heading, lead, onSubmit, children }: { id: string; heading: string; lead?: string; onSubmit?: (event: FormEvent) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const body = (
    <>
      <div className="hp-brand hp-brand--large" aria-hidden="true">
        <span className="hp-brand__mark" aria-hidden="true">
          <Icon path={mdiHomeOutline} />
        </span>{' '}
        {t('APP.TITLE')}
      </div>
      <h1 id={`${id}-heading`}>{heading}</h1>
      {lead && <p className="hp-muted">{lead}</p>}
      {children}
    </>
  );
  return (
    <main className="hp-auth" id="main">
      {onSubmit ? (
        <form className="hp-auth__card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
          {body}
        </form>
      ) : (
        <section className="hp-auth__card" aria-labelledby={`${id}-heading`}>
          {body}
        </section>
      )}
    </main>
  );
}
