import packageJson from '../package.json' with { type: 'json' };

/** The emulator's version: the package version. */
export const EMULATOR_VERSION: string = packageJson.version;
