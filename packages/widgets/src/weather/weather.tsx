import {
  mdiHelpCircleOutline,
  mdiWeatherCloudy,
  mdiWeatherFog,
  mdiWeatherHail,
  mdiWeatherLightningRainy,
  mdiWeatherNight,
  mdiWeatherPartlyCloudy,
  mdiWeatherPouring,
  mdiWeatherRainy,
  mdiWeatherSnowy,
  mdiWeatherSnowyRainy,
  mdiWeatherSunny,
  mdiWeatherWindy,
} from '@mdi/js';
import { useWidgetText } from '../i18n/widgetText';
import { Icon } from '../icons/icon';
import * as layout from '../shared/layout.css';
import * as css from './weather.css';
import { ns } from './weather.texts';

/** spec 2 §9: the 17 weather summaries, by code (the simulator's Summary option uses the same order). */
export const WEATHER_SUMMARIES = [
  'sunny',
  'clear_night',
  'mostly_sunny',
  'partly_cloudy',
  'mostly_cloudy',
  'cloudy',
  'overcast',
  'fog',
  'drizzle',
  'rain',
  'heavy_rain',
  'showers',
  'thunderstorm',
  'sleet',
  'snow',
  'hail',
  'windy',
] as const;
export type WeatherSummary = (typeof WEATHER_SUMMARIES)[number];

const ICONS: Record<WeatherSummary | 'unknown', string> = {
  sunny: mdiWeatherSunny,
  clear_night: mdiWeatherNight,
  mostly_sunny: mdiWeatherPartlyCloudy,
  partly_cloudy: mdiWeatherPartlyCloudy,
  mostly_cloudy: mdiWeatherCloudy,
  cloudy: mdiWeatherCloudy,
  overcast: mdiWeatherCloudy,
  fog: mdiWeatherFog,
  drizzle: mdiWeatherRainy,
  rain: mdiWeatherRainy,
  heavy_rain: mdiWeatherPouring,
  showers: mdiWeatherPouring,
  thunderstorm: mdiWeatherLightningRainy,
  sleet: mdiWeatherSnowyRainy,
  snow: mdiWeatherSnowy,
  hail: mdiWeatherHail,
  windy: mdiWeatherWindy,
  unknown: mdiHelpCircleOutline,
};

/** The summary of a code, or 'unknown' for anything outside 0 to 16. */
export function weatherSummary(code: number | null | undefined): WeatherSummary | 'unknown' {
  return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code < WEATHER_SUMMARIES.length ? WEATHER_SUMMARIES[code]! : 'unknown';
}

/** spec 2 §9: temperature and weather values are rounded to integers. */
export function roundWeather(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

export interface WeatherReading {
  temperature?: number | null;
  humidity?: number | null;
  windSpeed?: number | null;
  pressure?: number | null;
  rainfall?: number | null;
}

export interface WeatherProps extends WeatherReading {
  label: string;
  /** Summary code 0 to 16. */
  summary: number | null;
  units?: Partial<Record<keyof WeatherReading, string>>;
}

const DEFAULT_UNITS: Record<keyof WeatherReading, string> = { temperature: '°C', humidity: '%', windSpeed: 'km/h', pressure: 'hPa', rainfall: 'mm' };

/** A weather station's summary with its icon and its readings, rounded. */
export function Weather({ label, summary, units, ...reading }: WeatherProps) {
  const t = useWidgetText(ns);
  const name = weatherSummary(summary);
  const unit = { ...DEFAULT_UNITS, ...units };
  const rows: Array<[keyof WeatherReading, string]> = [
    ['temperature', t('TEMPERATURE')],
    ['humidity', t('HUMIDITY')],
    ['windSpeed', t('WIND')],
    ['pressure', t('PRESSURE')],
    ['rainfall', t('RAINFALL')],
  ];
  return (
    <div className={layout.stack} role="group" aria-label={label}>
      <p className={css.summary}>
        <span className={css.icon}>
          <Icon path={ICONS[name]} />
        </span>
        <span>{t(`SUMMARY_${name}`)}</span>
      </p>
      <dl className={css.readings}>
        {rows
          .filter(([key]) => reading[key] !== undefined)
          .map(([key, term]) => {
            const value = roundWeather(reading[key]);
            return (
              <div key={key} className={css.reading}>
                <dt className={layout.muted}>{term}</dt>
                <dd className={layout.figure}>{value === null ? t('NO_VALUE') : `${value} ${unit[key]}`}</dd>
              </div>
            );
          })}
      </dl>
    </div>
  );
}
