import './cspNonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from '@homeport/portal';
import { readSettings } from './settings';

const { apiBase, mqttUrl, config } = readSettings(window.location, window.HOMEPORT_CONFIG);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp config={config} apiBase={apiBase} mqttUrl={mqttUrl} />
  </StrictMode>,
);
