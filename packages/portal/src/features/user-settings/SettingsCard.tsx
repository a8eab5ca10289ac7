import type { ReactNode } from 'react';

/** One section of the user settings page: a titled card (its heading names the region). */
export function SettingsCard({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`hp-card hp-user-settings__card${wide ? ' hp-user-settings__card--wide' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hp-user-settings__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
