// Deployment settings, read at start by src/settings.ts. Leave empty to use
// the embedded simulator on the same origin (README "Pointing the host at a
// real backend"). Example:
// window.HOMEPORT_CONFIG = { apiBase: 'https://api.example.com/api', mqttUrl: 'wss://mqtt.example.com/mqtt', product: 'homeport' };
window.HOMEPORT_CONFIG = window.HOMEPORT_CONFIG || {};
