import { useServices } from '../../../services/services';
import { ClientsSection } from './ClientsSection';
import { ExportSection } from './ExportSection';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { SessionsSection } from './SessionsSection';
import { useAccessEvents } from './useAccessEvents';
import './access.css';

/**
 * The access part of /user_settings (spec 2 §2): linked accounts
 * (LINKED_ACCOUNTS), logged-in sessions, connected clients
 * (CLIENTS_AVAILABLE) and the personal data export (PRIVACY_SETTINGS),
 * kept current by the user's live events.
 */
export function AccessSections() {
  const { config } = useServices();
  useAccessEvents();
  return (
    <div className="hp-access">
      {config.flags.LINKED_ACCOUNTS && <LinkedAccountsSection />}
      <SessionsSection />
      {config.flags.CLIENTS_AVAILABLE && <ClientsSection />}
      {config.flags.PRIVACY_SETTINGS && <ExportSection />}
    </div>
  );
}
