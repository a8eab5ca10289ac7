import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { GatewayLink, RestClient, gatewayHandle, type GatewayHandle, type LoginResult } from '@homeport/sdk';
import { DoorLockConnected, IrQuickControlConnected, ThermostatConnected, useDeviceProperty } from '@homeport/widgets';
import '@homeport/widgets/style.css';
import './partner.css';

// The partner's own backend settings; here the Homeport simulator on the same origin.
const rest = new RestClient({ apiBase: '/api' });
const mqttUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;

// The seeded demo home's devices (docs/simulator.md): a partner would pick them from the device list.
const THERMOSTAT = 3;
const DOOR_LOCK = 6;
const IR_REMOTE = 7;

function App() {
  const [session, setSession] = useState<LoginResult | null>(null);
  const [handle, setHandle] = useState<GatewayHandle | null>(null);

  useEffect(() => {
    if (!session) return;
    const link = GatewayLink.connect({ url: mqttUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport', timerVariant: 'worker' });
    const serial = session.user.devices[0];
    if (serial) setHandle(gatewayHandle(link, { owner: session.userId, serial }));
    return () => {
      setHandle(null);
      void link.end();
    };
  }, [session]);

  if (!session) return <SignIn onSignedIn={setSession} />;
  if (!handle) return <p>Connecting…</p>;
  return (
    <main className="acme">
      <h1>Acme Smart Living</h1>
      <p className="acme-lead">Your home, in the Acme app, with Homeport widgets.</p>
      <div className="acme-grid">
        <section aria-labelledby="t">
          <h2 id="t">Climate</h2>
          <ThermostatConnected handle={handle} deviceId={THERMOSTAT} label="Bedroom thermostat" />
        </section>
        <section aria-labelledby="d">
          <h2 id="d">Front door</h2>
          <DoorLockConnected handle={handle} deviceId={DOOR_LOCK} label="Front door" />
        </section>
        <section aria-labelledby="r" className="acme-wide">
          <h2 id="r">TV remote</h2>
          <TvRemote handle={handle} />
        </section>
      </div>
    </main>
  );
}

// The IR quick control bound to the remote, plus the partner's own line
// built on the same hook the widgets use (useDeviceProperty).
function TvRemote({ handle }: { handle: GatewayHandle }) {
  const key = useDeviceProperty<string>(handle, IR_REMOTE, 'IRService', 'Key', { initial: '' });
  return (
    <div className="acme-remote">
      <IrQuickControlConnected handle={handle} deviceId={IR_REMOTE} label="TV" />
      <p aria-live="polite">Last key: {key.value || 'none'}</p>
    </div>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (s: LoginResult) => void }) {
  const [identity, setIdentity] = useState('demo@homeport.test');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      onSignedIn(await rest.auth.login(identity, secret));
    } catch {
      setError('Sign-in failed');
    }
  }
  return (
    <form className="acme acme-signin" onSubmit={submit}>
      <h1>Acme Smart Living</h1>
      <label>
        E-mail <input value={identity} onChange={(e) => setIdentity(e.target.value)} />
      </label>
      <label>
        Password <input type="password" value={secret} onChange={(e) => setSecret(e.target.value)} />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Sign in</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
