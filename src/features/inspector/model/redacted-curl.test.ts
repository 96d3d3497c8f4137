import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '../../../api/client';
import { KEYS, leaks } from '../../../api/key-leaks';
import { PLACEHOLDERS } from '../../../api/redact';
import type { RequestEvent } from '../../../api/request-events';
import { buildCurl } from './curl';

describe('the client and the inspector never show such a key', () => {
  it.each(KEYS)('request events and copy-as-curl for %j', async (key) => {
    const events: RequestEvent[] = [];
    const client = new ApiClient({
      baseUrl: 'http://emulator.test',
      getCredentials: () => ({ appKey: key, appId: `${key}-app` }),
      fetch: (async () => new Response(JSON.stringify({ ok: true, echo: key }), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
    });
    client.events.subscribe((e) => events.push(e));
    const schema = z.object({ ok: z.boolean() });
    await client.request({ operation: 'reverseGeocoding', area: 'tmap', method: 'GET', path: '/tmap/geo/reversegeocoding', query: { lat: 37.5, lon: 127 }, schema });
    await client.request({ operation: 'zoneList', area: 'zones', method: 'GET', path: '/tms/zoneList', schema });
    expect(events).toHaveLength(4);
    for (const e of events) {
      const shown = [e.url, JSON.stringify(e.headers), e.requestBody ?? '', e.responseBody ?? '', buildCurl(e).text].join('\n');
      expect(leaks(shown, key), shown).toBe(false);
    }
    const tmapEnd = events[1];
    expect(tmapEnd?.url).toContain(`appKey=${PLACEHOLDERS.appKey}`);
    expect(buildCurl(tmapEnd ?? events[0]!).text).toContain('appKey=$APP_KEY');
  });
});
