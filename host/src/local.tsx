import './cspNonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LocalApp } from '@homeport/portal';

// The gateway's LAN interface: its own entry, no cloud configuration. The
// API base follows the page address (/local/{serial}/api on the simulator).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocalApp />
  </StrictMode>,
);
