import { z } from 'zod';
import { textField } from './fields.js';
import { readTemperatures, TEMPERATURE_MAX_READINGS } from './cold-chain-rules.js';

/** POST …/shipments/:id/temperature: the logger's readings for a parcel, one `time,℃` per line. */
export const temperatureBody = z.object({
  readings: textField('温度记录', { min: 1, max: 200_000 }).superRefine((v, ctx) => {
    const { readings, bad } = readTemperatures(v);
    if (bad.length)
      ctx.addIssue({ code: 'custom', message: `第${bad.slice(0, 5).join('、')}行无法识别，每行应为“时间,温度”，如 2026-12-07 09:00,4.5` });
    else if (readings.length === 0) ctx.addIssue({ code: 'custom', message: '请填写温度记录' });
    else if (readings.length > TEMPERATURE_MAX_READINGS) ctx.addIssue({ code: 'custom', message: `温度记录最多${TEMPERATURE_MAX_READINGS}条` });
  }),
});

/** A parcel's temperature record as the shipper, the platform and the buyer read it. */
export const temperatureView = z.object({
  shipment_id: z.number(),
  readings: z.array(z.object({ at: z.string(), celsius: z.number() })),
  count: z.number(),
  min: z.number(),
  max: z.number(),
  /** Some reading left 2–8℃. */
  excursion: z.boolean(),
  first_at: z.string(),
  last_at: z.string(),
  recorded_at: z.string(),
});
export type TemperatureView = z.infer<typeof temperatureView>;
