import { readFileSync } from 'node:fs';

const rootPackage = new URL('../../../../package.json', import.meta.url);

export const APP_VERSION: string = (JSON.parse(readFileSync(rootPackage, 'utf8')) as { version: string })
  .version;
