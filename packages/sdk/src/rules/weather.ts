/**
 * spec 2 §9: the 17 weather summaries, by code. The weather station's
 * `Summary` option is an index into this list, on the gateway (the
 * simulator's seed) and in the widget alike.
 */
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

export type WeatherSummaryName = (typeof WEATHER_SUMMARIES)[number];
