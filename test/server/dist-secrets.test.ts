import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { familyConfigs, type FamilyName } from '../../src/tenants';
import { familyOperationsOf, operationalBuckets } from '../../src/tenants/operations';

/** What `npm run build` and the catalogue's build put where any browser may fetch it. */
const SERVED = ['dist', 'storybook-static'];
const TEXT = /\.(m?js|html|json|css|map|md|txt|ts|svg)$/;

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(root, name))
    .filter((file) => statSync(file).isFile());
}

/** Secrets by their shape: keys, tokens, connection strings with a password. */
const SHAPES: Array<[string, RegExp]> = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a platform API key', /\bvs_(free|live|key|pub)_[A-Za-z0-9_-]{24,}/],
  ['a signed token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['a database address with a password', /\bpostgres(ql)?:\/\/[^\s"'`/:@]+:[^\s"'`@]+@/],
];

/** Secrets by value: the ones this machine's server and seed hold. */
function knownSecrets(): Array<[string, string]> {
  const values: Array<[string, string | undefined]> = [
    ['the demo password', DEMO_PASSWORD],
    ['JWT_SECRET', process.env.JWT_SECRET],
    ['CART_SECRET', process.env.CART_SECRET],
    ['S3_SECRET_ACCESS_KEY', process.env.S3_SECRET_ACCESS_KEY],
  ];
  for (const file of ['data/secret.key']) {
    if (existsSync(file)) values.push([file, readFileSync(file, 'utf8').trim()]);
  }
  return values.filter((entry): entry is [string, string] => !!entry[1] && entry[1].length >= 8);
}

describe('what the build serves', () => {
  const files = SERVED.flatMap(filesUnder);

  it('is built (the test reads it)', () => {
    expect(files.some((file) => file.endsWith('vs-elements.js'))).toBe(true);
  });

  it('holds no file that is a secret by its name', () => {
    expect(
      files.filter((file) => /(^|\/)(\.env(\..*)?|secret[^/]*|[^/]*\.(key|pem|p12))$/.test(file)),
    ).toEqual([]);
  });

  it('holds no secret, by its shape or by its value', () => {
    const secrets = knownSecrets();
    const found: string[] = [];
    for (const file of files.filter((f) => TEXT.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const [what, shape] of SHAPES) if (shape.test(text)) found.push(`${what} in ${file}`);
      for (const [what, value] of secrets)
        if (text.includes(value)) found.push(`${what} in ${file}`);
    }
    expect(found).toEqual([]);
  });

  it('names no bucket, region or bucket folder of a tenant (they are the server’s alone)', () => {
    const operational = [
      ...operationalBuckets(),
      ...(Object.keys(familyConfigs) as FamilyName[]).flatMap((family) => {
        const ops = familyOperationsOf(family);
        return [
          ...Object.values(ops.exportDestinations).flatMap((d) => [d.region, d.path]),
          ...ops.libraryBuckets.map((b) => `s3://${b.bucket}/${b.prefix}`),
        ];
      }),
    ];
    expect(operational.length).toBeGreaterThan(2);
    const found: string[] = [];
    for (const file of files.filter((f) => TEXT.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const value of new Set(operational))
        if (text.includes(value)) found.push(`${value} in ${file}`);
    }
    expect(found).toEqual([]);
  });

  it('finds a secret where there is one (the check itself)', () => {
    const planted = `const key = "vs_live_${'a1'.repeat(16)}"; // -----BEGIN RSA PRIVATE KEY-----`;
    expect(SHAPES.filter(([, shape]) => shape.test(planted)).map(([what]) => what)).toEqual([
      'a private key',
      'a platform API key',
    ]);
  });
});
