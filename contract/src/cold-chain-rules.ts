import { parseChinaTime } from './china-time.js';

/**
 * 冷链 (issue 47): goods kept at 2–8℃ travel with a temperature logger; its readings (entered, or the logger's CSV
 * export) go with the parcel, and the buyer sees them before confirming receipt. Zod-free: the console's preview and
 * the server read readings the same way.
 */
export const COLD_CHAIN_RANGE = { min: 2, max: 8 } as const;
export const COLD_CHAIN_TEXT = '冷链（2～8℃）';
export const TEMPERATURE_MAX_READINGS = 5000;

export interface TemperatureReading {
  /** ISO UTC. */
  at: string;
  celsius: number;
}

/**
 * Readings as typed or exported by a logger: one per line, a time (China time unless it has a zone) then the
 * temperature, separated by a comma, tab, semicolon or spaces; a ℃/°C suffix and a header line are allowed. Lines that
 * are neither are returned by number so the shipper can fix them; readings come back sorted by time.
 */
export function readTemperatures(text: string): { readings: TemperatureReading[]; bad: number[] } {
  const readings: TemperatureReading[] = [];
  const bad: number[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const m =
      /^(\d{4}[-/]\d{1,2}[-/]\d{1,2}[ T]\d{1,2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)\s*[,，;\t ]\s*(-?\d+(?:\.\d+)?)\s*(?:℃|°C|°c|C)?$/.exec(
        line,
      );
    const at = m ? parseChinaTime(normalise(m[1])) : null;
    const celsius = m ? Number(m[2]) : NaN;
    if (!at || !Number.isFinite(celsius) || celsius < -90 || celsius > 90) {
      // A first line that holds no digit-led time is the export's header.
      if (!(i === 0 && !/^\d/.test(line))) bad.push(i + 1);
      return;
    }
    readings.push({ at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'), celsius });
  });
  readings.sort((a, b) => a.at.localeCompare(b.at));
  return { readings, bad };
}

/** 2026/3/5 9:05 → 2026-03-05 09:05, the form the China-time reader takes. */
function normalise(t: string): string {
  return t.replace(
    /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):/,
    (_, y, mo, d, h) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')} ${h.padStart(2, '0')}:`,
  );
}

/** Whether any reading left 2–8℃. */
export const temperatureExcursion = (min: number, max: number) => min < COLD_CHAIN_RANGE.min || max > COLD_CHAIN_RANGE.max;
