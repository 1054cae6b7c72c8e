import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DictionaryAnswer,
  type DictionaryServer,
  startDictionaryServer,
} from '../../../test/dictionary-server.ts';
import { createHttpDictionaryProvider } from './http-dictionaries.provider.ts';

const answers = new Map<string, DictionaryAnswer>();
let cdn: DictionaryServer;

beforeAll(async () => {
  cdn = await startDictionaryServer((path) => answers.get(path.split('?')[0] ?? '') ?? { status: 404 });
});
afterAll(() => cdn.close());

const TEN_MINUTES = 600_000;

function setup(paths: string[]) {
  let clock = 1_000_000;
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const provider = createHttpDictionaryProvider({
    urlTemplates: paths.map((path) => `${cdn.url}${path}`),
    ttlMs: TEN_MINUTES,
    now: () => clock,
    log: {
      warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }),
    },
  });
  return {
    provider,
    warnings,
    advance(ms: number) {
      clock += ms;
    },
  };
}

const hitsOf = (path: string) => cdn.hits.filter((hit) => hit.split('?')[0] === path).length;

describe('the HTTP dictionary provider', () => {
  it('serves its copy for the TTL, then the old copy while it fetches the new one', async () => {
    answers.set('/ttl/en.json', { body: { A: 'v1' } });
    const { provider, advance } = setup(['/ttl/{lng}.json']);
    expect(await provider.getOverrides('en')).toEqual({ A: 'v1' });
    answers.set('/ttl/en.json', { body: { A: 'v2' } });
    advance(TEN_MINUTES - 1);
    expect(await provider.getOverrides('en')).toEqual({ A: 'v1' });
    expect(hitsOf('/ttl/en.json')).toBe(1);
    advance(1);
    expect(await provider.getOverrides('en')).toEqual({ A: 'v1' });
    await expect.poll(() => provider.getOverrides('en')).toEqual({ A: 'v2' });
    expect(hitsOf('/ttl/en.json')).toBe(2);
  });

  it('fetches a language once however many ask for it at the same time', async () => {
    answers.set('/once/fr.json', { body: { A: 'a' }, delayMs: 50 });
    const { provider } = setup(['/once/{lng}.json']);
    const answersSeen = await Promise.all(Array.from({ length: 5 }, () => provider.getOverrides('fr')));
    expect(answersSeen).toEqual(Array.from({ length: 5 }, () => ({ A: 'a' })));
    expect(hitsOf('/once/fr.json')).toBe(1);
  });

  it('gives a slow source up after its timeout, and warns without the query and its token', async () => {
    answers.set('/slow/es.json', { body: { A: 'late' }, delayMs: 2_000 });
    answers.set('/fast/es.json', { body: { B: 'b' } });
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const provider = createHttpDictionaryProvider({
      urlTemplates: [`${cdn.url}/slow/{lng}.json?token=secret`, `${cdn.url}/fast/{lng}.json`],
      ttlMs: TEN_MINUTES,
      timeoutMs: 200,
      log: {
        warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }),
      },
    });
    const started = Date.now();
    expect(await provider.getOverrides('es')).toEqual({ B: 'b' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe('dictionary fetch failed, keeping its last good copy');
    expect(warnings[0]?.details).toMatchObject({ source: `${cdn.url}/slow/es.json`, language: 'es' });
    expect(JSON.stringify(warnings)).not.toContain('secret');
  });

  it('asks a failed source again after 30 s rather than a whole TTL later', async () => {
    answers.set('/down/it.json', { status: 502 });
    const { provider, advance, warnings } = setup(['/down/{lng}.json']);
    expect(await provider.getOverrides('it')).toEqual({});
    expect(warnings).toHaveLength(1);
    answers.set('/down/it.json', { body: { A: 'back' } });
    advance(29_999);
    expect(await provider.getOverrides('it')).toEqual({});
    expect(hitsOf('/down/it.json')).toBe(1);
    advance(1);
    await expect.poll(() => provider.getOverrides('it')).toEqual({ A: 'back' });
  });
});
