import type { ReactNode } from 'react';

/** One card of gateway settings: a heading (h2) that names the region, and its content. */
export function SettingsSection({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'hp-card hp-settings__section hp-settings__section--wide' : 'hp-card hp-settings__section'} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="hp-settings__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A definition list of label and value rows; a `wide` row (a long code) takes the whole width and never breaks. */
export function DetailRows({ rows }: { rows: Array<[label: string, value: ReactNode, wide?: boolean]> }) {
  return (
    <dl className="hp-details hp-settings__details">
      {rows.map(([label, value, wide]) => (
        <div key={label} className={wide ? 'hp-settings__wide-row' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
