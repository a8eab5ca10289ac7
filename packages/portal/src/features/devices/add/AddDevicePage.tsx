import * as Tabs from '@radix-ui/react-tabs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEVICE_KIND_ICONS, Icon } from '@homeport/widgets';
import { DEVICE_CATALOGUE, hasWriteAccess, routes, type CatalogueModel, type CatalogueType, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { LoadingState } from '../../../components/states';
import { gatewayAtom, userAtom } from '../../../state/atoms';
import { useCurrentHandle } from '../useCurrentHandle';
import { useDeviceTypeName } from '../useDeviceTypeName';
import { FinishStep } from './FinishStep';
import { BulkAdd } from './BulkAdd';
import { DeviceIdStep } from './DeviceIdStep';
import { IncludeStep } from './IncludeStep';
import './add.css';

type Step = 'type' | 'device' | 'deviceId' | 'include' | 'finish';

/**
 * The add-device wizard (spec 2 §2): type, device, include, finish, as
 * Radix tabs that open in order. Going back to the type clears the chosen
 * device. Including holds privileged mode until the finish or a cancel.
 */
export function AddDevicePage() {
  usePageTitle('PAIRING.TITLE');
  const { t } = useTranslation();
  const handle = useCurrentHandle();
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  if (!handle) return <LoadingState />;
  if (!user || !hasWriteAccess(user, gateway, config) || !config.flags.DEVICE_MANIPULATION)
    return (
      <section className="hp-page">
        <h1>{t('PAIRING.TITLE')}</h1>
        <p className="hp-muted">{t('PAIRING.READ_ONLY')}</p>
      </section>
    );
  return <Wizard handle={handle} />;
}

function Wizard({ handle }: { handle: GatewayHandle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typeName = useDeviceTypeName();
  const [step, setStep] = useState<Step>('type');
  const [type, setType] = useState<CatalogueType | null>(null);
  const [model, setModel] = useState<CatalogueModel | null>(null);
  const [added, setAdded] = useState<{ deviceId: number; name: string } | null>(null);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [bulk, setBulk] = useState(false);
  const { config } = useServices();
  const catalogue = DEVICE_CATALOGUE.map((entry) => ({ ...entry, models: entry.models.filter((m) => m.joinsBy !== 'media' || config.flags.MULTIMEDIA_SUPPORT) })).filter(
    (entry) => entry.models.length > 0,
  );

  const go = (next: Step) => {
    // spec 2 §2: going back to the type clears the chosen device.
    if (next === 'type') {
      setModel(null);
      setDeviceId(null);
    }
    setStep(next);
  };
  const byId = !!model && model.joinsBy !== 'button';
  const steps: Step[] = byId ? ['type', 'device', 'deviceId', 'include', 'finish'] : ['type', 'device', 'include', 'finish'];
  const reachable: Record<Step, boolean> = { type: step !== 'finish', device: !!type && step !== 'finish', deviceId: byId && step === 'include', include: false, finish: false };
  if (bulk) return <BulkAdd handle={handle} onCancel={() => setBulk(false)} />;

  return (
    <section className="hp-page hp-add" aria-labelledby="add-heading">
      <h1 id="add-heading">{t('PAIRING.TITLE')}</h1>
      <Tabs.Root value={step} onValueChange={(value) => go(value as Step)} activationMode="manual">
        <Tabs.List className="hp-tabs hp-add__steps" aria-label={t('PAIRING.STEPS')}>
          {steps.map((s) => (
            <Tabs.Trigger key={s} value={s} className="hp-tabs__tab" disabled={!reachable[s] || s === step}>
              {t(`PAIRING.TAB_${s.toUpperCase()}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="type" className="hp-tabs__panel">
          <h2 className="hp-section-title">{t('PAIRING.CHOOSE_TYPE')}</h2>
          <ul className="hp-add__choices">
            {catalogue.map((entry) => (
              <li key={entry.type}>
                <button
                  type="button"
                  className="hp-add__choice"
                  aria-pressed={type?.type === entry.type}
                  onClick={() => {
                    setType(entry);
                    setModel(null);
                    setStep('device');
                  }}
                >
                  <Icon path={DEVICE_KIND_ICONS[entry.models[0]!.kind]} />
                  <span>{typeName(entry.type)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="hp-dialog__actions">
            <Link to={routes.devices} className="hp-button hp-button--ghost">
              {t('PAIRING.CANCEL')}
            </Link>
            <button type="button" className="hp-button" onClick={() => setBulk(true)}>
              {t('PAIRING.BULK_ENTRY')}
            </button>
          </div>
        </Tabs.Content>
        <Tabs.Content value="device" className="hp-tabs__panel">
          {type && (
            <>
              <h2 className="hp-section-title">{t('PAIRING.CHOOSE_DEVICE', { type: typeName(type.type).toLocaleLowerCase() })}</h2>
              <ul className="hp-add__choices">
                {type.models.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className="hp-add__choice"
                      aria-pressed={model?.id === m.id}
                      onClick={() => {
                        setModel(m);
                        setDeviceId(null);
                        setStep(m.joinsBy === 'button' ? 'include' : 'deviceId');
                      }}
                    >
                      <Icon path={DEVICE_KIND_ICONS[m.kind]} />
                      <span>{t(`PAIRING.MODEL.${m.id}`)}</span>
                      <span className="hp-muted">{t(`PAIRING.JOINS_BY_${m.joinsBy.toUpperCase()}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="hp-dialog__actions">
                <button type="button" className="hp-button hp-button--ghost" onClick={() => go('type')}>
                  {t('PAIRING.BACK')}
                </button>
              </div>
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="deviceId" className="hp-tabs__panel">
          {step === 'deviceId' && model && (
            <DeviceIdStep
              model={model}
              onBack={() => go('device')}
              onId={(id) => {
                setDeviceId(id);
                setStep('include');
              }}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="include" className="hp-tabs__panel">
          {step === 'include' && model && (
            <IncludeStep
              handle={handle}
              model={model}
              deviceId={deviceId}
              onAdded={(device) => {
                setAdded(device);
                setStep('finish');
              }}
              onCancel={() => void navigate(routes.devices)}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="finish" className="hp-tabs__panel">
          {step === 'finish' && added && (
            <FinishStep
              handle={handle}
              added={added}
              onAnother={() => {
                setAdded(null);
                go('type');
              }}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
