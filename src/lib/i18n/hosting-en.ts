import type { Messages } from './hosting-ko';

/** English texts for a console not served by the emulator: the same keys as hosting-ko.ts (checked by `satisfies`). */
export const en = {
  staticHost: {
    notEmulatorTitle: "This page's host is not an emulator",
    notEmulator:
      "The Local emulator profile asks the page's own host, and it answered /_locus/health with {{answeredBy}}, not as the Locus emulator: the console is served by a plain web host. In Settings, pick SK open API, or Custom base URL with the address of an emulator started with LOCUS_CORS_ORIGINS naming this page's origin.",
    notServiceTitle: 'Something other than the service answers',
    notService: '{{base}} answered with {{answeredBy}}, not as the service. Check the profile and its base URL in Settings.',
    notServiceViaProxy:
      'This server forwards to {{upstream}} (LOCUS_UPSTREAM), and that answered with {{answeredBy}}, not as the service. Start this server with the base URL of the service itself.',
    recordedPageTitle: 'A recording holds a web page',
    recordedPage:
      'This server replays recordings (LOCUS_REPLAY), and the one for this call holds {{answeredBy}}, not an answer of the service: it is shown as text and never run. Record the call again through the proxy.',
    toSettings: 'Open Settings',
    checkAgain: 'Check again',
    basemap: {
      pmtilesUrlMap: 'Basemap: the PMTiles file you gave in Settings, read from {{origin}}.',
      pmtilesUrl: 'PMTiles file at a URL',
      pmtilesUrlLabel: 'PMTiles URL',
      useFile: 'Use this file',
      pmtilesUrlNote:
        "A .pmtiles file (Protomaps schema) read piece by piece with HTTP range requests. Its host must allow this page's origin (CORS, with the Range header), and the page's policy must let the console fetch from it (on a static host, your Content-Security-Policy header; with the emulator, LOCUS_CONNECT_SRC).",
      urlErrors: { required: 'Enter the URL of a .pmtiles file.', invalid: 'Not a valid URL (no user name, password or fragment).', scheme: 'Use http:// or https://.' },
      unreachableEmulator: "Online map unreachable ({{host}}): drawing the emulator's tiles.",
      unreachablePmtiles: 'Online map unreachable ({{host}}): drawing the PMTiles file you gave in Settings.',
      unreachableOutline: 'Online map unreachable ({{host}}) and no emulator serves tiles here: drawing a coarse land outline shipped with the console.',
      landOnly: "Basemap: the emulator's land, water and imported data. Its demo roads, places and areas are not drawn under another service's answers.",
      profileEmulator: "Basemap: land and water from the emulator at {{origin}} (this page's host serves no map tiles).",
      landOutline: 'Basemap: a coarse outline of land shipped with the console, because no emulator serves map tiles here. For a detailed map choose an online basemap in Settings.',
      settingLandOnly: "With this profile the offline basemap draws land, water and imported data only: the emulator's demo roads, places and areas would sit under another service's answers.",
      settingNoEmulator: 'No emulator serves map tiles to this page: the offline choice draws a coarse land outline shipped with the console.',
    },
  },
} satisfies Messages;
