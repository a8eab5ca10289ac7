import type { FormEvent, ReactNode } from 'react';
import { Brand } from '../../../components/Brand';

/** The card every sign-in and account page sits in: brand, heading, optional lead, then the form or message. */
export function AuthCard({ id, heading, lead, onSubmit, children }: { id: string; heading: string; lead?: string; onSubmit?: (event: FormEvent) => void; children: ReactNode }) {
  const body = (
    <>
      <Brand large />
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
