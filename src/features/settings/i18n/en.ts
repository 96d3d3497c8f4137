import type { Messages } from './ko';

/** English UI text of the Settings page: the same keys as ko.ts (checked by `satisfies`). */
export const en = {
  settings: {
    title: 'Settings',
    connection: 'Connection',
    profile: 'Profile',
    baseUrl: 'Base URL',
    groupId: 'Group ID (`group-id`)',
    subjectId: 'Subject ID (`subject-id`)',
    save: 'Save',
    saved: 'Saved for this browser session.',
    demoNote: 'The local emulator accepts the demo key `{{key}}` and app ID `{{appId}}`.',
    demoKeyNote: 'The local emulator accepts the demo key `{{key}}`.',
    noDemoNote: 'This emulator does not accept the demo key: enter one of the keys it was started with (`LOCUS_API_KEYS`).',
    skNote: 'Requests go directly from this browser to {{url}}. The service must allow this origin (CORS).',
    timeZone: {
      label: 'Time zone',
      choices: { korea: 'Korean time (the service’s)', browser: 'This browser’s time zone', utc: 'Coordinated Universal Time (UTC)' },
      now: 'The console writes times like this. Now:',
    },
    quota: {
      label: 'Daily call quota of your plan',
      hint: 'Optional. The status bar then shows today’s calls against it and warns near it. The local emulator states its own quota.',
      save: 'Set quota',
      saved: 'Saved in this browser.',
      errors: { digits: 'Enter a whole number of calls, or leave it empty.', range: 'Enter a number from 1 to 1,000,000,000.' },
      },
    proxy: {
      forwarding: 'Requests go to this server, which forwards them with your key to {{upstream}} (no CORS needed).',
      recording: 'This server records each exchange, with every credential removed.',
      replaying: 'This server answers from recordings: no request leaves this machine. No key is needed (the recordings hold none); a request that was not recorded is answered with an error naming it.',
      notStarted: 'This server is not forwarding to the real service: it answers from its own emulator. To use your key through it, start it with:',
    },
    basemap: {
      title: 'Basemap',
      auto: 'Automatic',
      autoNote: "Online ({{origin}}) with a profile that talks to the real service (via this server, SK, custom); offline with the Local emulator profile. When the online map cannot be reached, the emulator's tiles are drawn instead.",
      offline: 'Offline (built in)',
      'online-light': 'Online map (light)',
      'online-dark': 'Online map (dark)',
      onlineNote: "Style and tiles come from {{origin}} (OpenStreetMap data). The page's security policy allows that host only while an online choice is made; the tile server sees your IP address and the area you view.",
      onlineOff: 'This server has no online map (`LOCUS_BASEMAP_STYLE=off`): the offline basemap is drawn.',
      'online-url': 'Map style of your own (URL)',
      styleUrlLabel: 'Style URL',
      useStyle: 'Use this style',
      styleUrlNote:
        "A MapLibre style (OpenMapTiles schema, e.g. MapTiler's with your key in the URL) kept in this browser, not a secret. The page's policy must let the console fetch from its host (on a static host, your Content-Security-Policy header; with the emulator, LOCUS_CONNECT_SRC).",
      styleUrlErrors: { required: 'Enter the URL of a style JSON.', invalid: 'Not a valid URL (no user name, password or fragment).', scheme: 'Use http:// or https://.' },
      offlineNote: 'Drawn from the emulator: the map asks no other host for anything.',
      osm: 'OpenStreetMap (online)',
      osmNote: "Tiles come from {{origin}}. The page's security policy allows that host only while this is chosen; the tile server sees your IP address and the area you view.",
      reloads: 'The page reloads to apply the choice (the view and the key stay).',
    },
    errors: {
      required: 'Required.',
      invalid: 'Not a valid URL (no credentials, query or fragment).',
      scheme: 'Use http:// or https://.',
      keySpaces: 'The key must not contain spaces.',
    },
  },
  // Settings → Test connection: one probe per area and what its result means.
  diagnose: {
    title: 'Test connection',
    intro: 'Sends each area of the saved profile — {{where}} — one harmless question with this tab’s key, and says what failed and what to do. The calls appear in the inspector like any other.',
    run: 'Test connection',
    running: 'Testing…',
    pending: 'testing…',
    ok: 'OK',
    failed: 'Failed',
    areas: { tmap: 'Address, road and geofencing (/tmap)', zones: 'Zones (/tms)', faces: 'Faces (/nugufacecan)' },
    tlsNote: 'For https, an untrusted or expired TLS certificate looks the same to the page: open {{service}} in a tab to see the browser’s certificate error.',
    kinds: {
      ok: { title: 'answers ({{ms}} ms)', hint: '' },
      offline: { title: 'this browser is offline', hint: 'Connect to a network, then test again.' },
      cspEmulator: {
        title: 'blocked by this page’s security policy (CSP), not sent to {{blocked}}',
        hint: 'The console’s Content-Security-Policy (connect-src) does not allow {{blocked}}, so the browser never sent the request. Start the server that serves the console with LOCUS_CONNECT_SRC={{blocked}} (comma-separated for several origins), then reload this page.',
      },
      cspStatic: {
        title: 'blocked by this page’s security policy (CSP), not sent to {{blocked}}',
        hint: 'The Content-Security-Policy header your web host sends with the console does not allow {{blocked}}, so the browser never sent the request. Add it to that header’s connect-src (connect-src \'self\' {{blocked}}), then reload this page.',
      },
      cors: {
        title: 'refused by CORS: {{service}} answers but does not allow this page’s origin {{page}}',
        hint: 'The service sent no Access-Control-Allow-Origin for {{page}}, so the browser hid its answer. Use the profile “SK open API via this server” (the server forwards the calls), or allow {{page}} on that service (for an emulator: LOCUS_CORS_ORIGINS={{page}}).',
      },
      unreachable: {
        title: '{{service}} cannot be reached',
        hint: 'Nothing answered at all: the host name does not resolve (DNS), the connection was refused, or the TLS certificate is not trusted. Check the base URL and your network.',
      },
      timeout: { title: 'no answer within {{seconds}} s', hint: 'The host is slow or a firewall drops the request silently. Test again later; if it persists, check the base URL.' },
      keyMissing: { title: 'no key was sent (UNAUTHORIZED)', hint: 'Enter this profile’s app key above, save, and test again.' },
      keyRefused: {
        title: 'the key was refused (HTTP {{status}} {{code}})',
        hint: 'The host answers, but the app key is wrong, or its app has not subscribed to this product. Check the key above and the product subscriptions of its app.',
      },
      appRefused: { title: 'the app id was refused ({{code}})', hint: 'The face service does not know this app id (app-id). Check it above and save.' },
      ipDenied: { title: 'this IP address is not allowed (ACCESS_DENIED)', hint: 'The key is limited to certain IP addresses, and this machine’s is not one of them. Allow it in the key’s settings.' },
      pathUnknown: {
        title: 'the host does not know this path (HTTP {{status}} {{code}})',
        hint: 'Something at {{service}} answers, but not this operation: the base URL is probably wrong (a missing or extra path prefix). Use the service’s gateway address.',
      },
      notService: {
        title: 'a web page answered, not the service (HTTP {{status}})',
        hint: 'Something at {{service}} answered with a body that is not the service’s (a web server’s or a static host’s fallback page). Check the base URL: it must be the service’s gateway.',
      },
      throttled: { title: 'too many requests per second (THROTTLED)', hint: 'The host answers and the key works. Test again in a second.' },
      quota: { title: 'today’s quota is used up (QUOTA_EXCEEDED)', hint: 'The host answers and the key is known, but its daily quota is spent: it resets at 00:00 KST.' },
      serviceError: {
        title: 'the service answered with an error (HTTP {{status}} {{code}})',
        hint: 'The connection and the key work; the service refused this question: {{message}}',
      },
    },
  },
} satisfies Messages;
